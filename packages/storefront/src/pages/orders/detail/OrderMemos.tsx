import type { Order, OrderMemo } from '@mise/api-client';
import { addOrderMemo, editOrderMemo, removeOrderMemo, useAppDispatch } from '@mise/store';
import { Button, Form, formatDateTime, Heading, notify, TextAreaField } from '@mise/ui';
import { orderMemoSchema } from '@mise/validation';
import { useState } from 'react';
import {
  Actions,
  FormAlert,
  serverFailure,
  showServerError,
  SubmitButton,
} from '../../../shared/page.js';
import { Section } from '../../../shared/sections.js';

function MemoItem({ memo }: { memo: OrderMemo }) {
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  if (editing)
    return (
      <li>
        <Form<{ memo: string }>
          initialValues={{ memo: memo.memo }}
          validationSchema={orderMemoSchema}
          aria-label="メモの編集"
          onSubmit={async (values, helpers) => {
            try {
              await dispatch(editOrderMemo({ id: memo.id, memo: values.memo })).unwrap();
              notify('メモを更新しました');
              setEditing(false);
            } catch (error) {
              showServerError(error, helpers);
            }
          }}
        >
          <FormAlert />
          <TextAreaField name="memo" label="メモ" rows={3} maxLength={1000} required />
          <Actions>
            <SubmitButton>更新する</SubmitButton>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              やめる
            </Button>
          </Actions>
        </Form>
      </li>
    );
  return (
    <li>
      <p style={{ whiteSpace: 'pre-wrap' }}>{memo.memo}</p>
      <small>{formatDateTime(memo.updated_at)}</small>
      <Actions>
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          編集
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={removing}
          aria-label={`メモ「${memo.memo.slice(0, 20)}」を削除`}
          onClick={() => {
            setRemoving(true);
            dispatch(removeOrderMemo(memo.id))
              .unwrap()
              .then(() => notify('メモを削除しました'))
              .catch((error: unknown) => {
                notify(serverFailure(error).message, 'negative');
                setRemoving(false);
              });
          }}
        >
          削除
        </Button>
      </Actions>
    </li>
  );
}

export function Memos({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  return (
    <Section aria-labelledby="order-memos">
      <Heading level={2} id="order-memos">
        メモ
      </Heading>
      {order.memos.length === 0 ? (
        <p>メモはありません。</p>
      ) : (
        <ul aria-label="メモ一覧">
          {order.memos.map((memo) => (
            <MemoItem key={memo.id} memo={memo} />
          ))}
        </ul>
      )}
      <Form<{ memo: string }>
        initialValues={{ memo: '' }}
        validationSchema={orderMemoSchema}
        aria-label="メモの追加"
        onSubmit={async (values, helpers) => {
          try {
            await dispatch(addOrderMemo({ orderId: order.id, memo: values.memo })).unwrap();
            notify('メモを追加しました');
            helpers.resetForm();
          } catch (error) {
            showServerError(error, helpers);
          }
        }}
      >
        <FormAlert />
        <TextAreaField name="memo" label="新しいメモ" rows={3} maxLength={1000} required />
        <Actions>
          <SubmitButton>メモを追加する</SubmitButton>
        </Actions>
      </Form>
    </Section>
  );
}
