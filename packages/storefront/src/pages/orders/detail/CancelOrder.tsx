import type { Order } from '@mise/api-client';
import { cancelOrder, useAppDispatch } from '@mise/store';
import { ConfirmDialog, Form, Heading, notify, TextAreaField } from '@mise/ui';
import { cancelReasonSchema } from '@mise/validation';
import { useState } from 'react';
import { Actions, Alert, serverFailure, SubmitButton } from '../../../shared/page.js';
import { Section } from '../../../shared/sections.js';

export function CancelOrder({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Section aria-labelledby="order-cancel">
      <Heading level={2} id="order-cancel">
        ご注文のキャンセル
      </Heading>
      <Form<{ cancel_reason: string }>
        initialValues={{ cancel_reason: '' }}
        validationSchema={cancelReasonSchema}
        aria-label="ご注文のキャンセル"
        onSubmit={(values) => {
          setError(null);
          setReason(values.cancel_reason.trim());
        }}
      >
        <TextAreaField
          name="cancel_reason"
          label="キャンセル理由"
          rows={3}
          maxLength={500}
          required
        />
        <Actions>
          <SubmitButton>このご注文をキャンセルする</SubmitButton>
        </Actions>
      </Form>
      {error && (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      )}
      <ConfirmDialog
        open={reason !== null}
        onCancel={() => setReason(null)}
        title="ご注文をキャンセルしますか？"
        confirmLabel="キャンセルを確定する"
        cancelLabel="戻る"
        tone="primary"
        busy={sending}
        onConfirm={() => {
          if (reason === null) return;
          setSending(true);
          dispatch(cancelOrder({ id: order.id, reason }))
            .unwrap()
            .then(() => notify('ご注文をキャンセルしました'))
            .catch((failure: unknown) => setError(serverFailure(failure).message))
            .finally(() => {
              setSending(false);
              setReason(null);
            });
        }}
      >
        <p>ご注文番号 {order.order_no} をキャンセルします。この操作は取り消せません。</p>
        <p>キャンセル理由：{reason}</p>
      </ConfirmDialog>
    </Section>
  );
}
