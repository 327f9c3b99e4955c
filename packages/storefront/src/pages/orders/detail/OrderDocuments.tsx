import type { Order } from '@mise/api-client';
import { downloadOrderDocument, saveReceiptInfo, useAppDispatch } from '@mise/store';
import { Button, Form, Heading, notify } from '@mise/ui';
import { receiptInfoSchema } from '@mise/validation';
import { useState } from 'react';
import { Actions, serverFailure, showServerError } from '../../../shared/page.js';
import { DOWNLOADED, saveFile } from '../../../shared/download.js';
import { Section } from '../../../shared/sections.js';
import { ReceiptInfoFields } from '../ReceiptInfoFields.js';

export function Documents({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const [downloading, setDownloading] = useState<'receipt' | 'quotation' | null>(null);
  const download = (kind: 'receipt' | 'quotation') => {
    setDownloading(kind);
    // A receipt also reads the order again (the count of receipts issued, the 再発行 note).
    dispatch(
      downloadOrderDocument({
        id: order.id,
        kind,
        save: (blob, filename) => {
          saveFile(blob, filename);
          notify(DOWNLOADED);
        },
      }),
    )
      .unwrap()
      .catch((error: unknown) => notify(serverFailure(error).message, 'negative'))
      .finally(() => setDownloading(null));
  };
  const issuable = order.status !== 'cancelled';
  return (
    <Section aria-labelledby="order-documents">
      <Heading level={2} id="order-documents">
        領収書・見積書
      </Heading>
      {issuable ? (
        <Form<{ addressee: string; proviso: string }>
          initialValues={order.receipt_info}
          enableReinitialize
          validationSchema={receiptInfoSchema}
          aria-label="領収書の宛名"
          onSubmit={async (values, helpers) => {
            try {
              await dispatch(saveReceiptInfo({ id: order.id, info: values })).unwrap();
              notify('領収書の宛名を保存しました');
            } catch (error) {
              showServerError(error, helpers);
            }
          }}
        >
          <ReceiptInfoFields />
        </Form>
      ) : (
        <p>キャンセルされたご注文の領収書は発行できません。</p>
      )}
      {order.receipt_issued_count > 0 && (
        <p>
          領収書は{order.receipt_issued_count}
          回発行済みです。次回以降は「再発行」と記載されます。
        </p>
      )}
      <Actions>
        {issuable && (
          <Button loading={downloading === 'receipt'} onClick={() => download('receipt')}>
            領収書をダウンロード（PDF）
          </Button>
        )}
        <Button
          variant="secondary"
          loading={downloading === 'quotation'}
          onClick={() => download('quotation')}
        >
          見積書をダウンロード（PDF）
        </Button>
      </Actions>
    </Section>
  );
}
