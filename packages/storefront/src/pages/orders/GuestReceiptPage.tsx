import {
  downloadGuestReceipt,
  saveGuestReceipt,
  selectGuestLookup,
  selectGuestReceipt,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Button, Form, formatDateTime, Heading, notify, TextField } from '@mise/ui';
import { messages, receiptInfoSchema } from '@mise/validation';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../kit/index.js';
import {
  AccountFrame,
  Actions,
  Alert,
  Lead,
  Pending,
  serverFailure,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';
import { DOWNLOADED, saveFile } from '../../shared/download.js';
import { Facts, Section, TaxRateRows, Totals, yen } from '../../shared/sections.js';
import { guestReceiptQueryOf } from './order-query.js';
import { ReceiptInfoFields } from './ReceiptInfoFields.js';

type LookupValues = { no: string; t: string };

function validateLookup(values: LookupValues) {
  const errors: Partial<LookupValues> = {};
  if (!values.no.trim()) errors.no = messages.required('ご注文番号');
  if (!values.t.trim()) errors.t = messages.required('確認用トークン');
  return errors;
}

/**
 * /orders/receipt: a guest's receipt (spec section 4 "Guest receipt flow"): the order number and
 * token are checked, the receipt details read, the addressee edited, and the PDF downloaded.
 */
export function GuestReceiptPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const { no, t } = guestReceiptQueryOf(params);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const receipt = useAppSelector(selectGuestReceipt);
  const [downloading, setDownloading] = useState(false);
  // Checked, then read (spec section 4) by the route's loader (ORDER_LOADERS); put follows when
  // the guest saves the addressee. Another pair is being checked until the store has its outcome.
  const lookup = useAppSelector(selectGuestLookup);
  const outcome = lookup?.orderNo === no && lookup.token === t ? lookup : null;
  const status = outcome?.status;
  const step = !no || !t ? 'idle' : status === 'failed' || status === 'loaded' ? status : 'checking';
  const failure = step === 'failed' ? serverFailure(outcome?.error).message : null;

  const shown = step === 'loaded' && receipt?.order_no === no ? receipt : null;

  return (
    <AccountFrame route={route}>
      {step === 'checking' && <Pending label="ご注文を確認しています…" />}
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      )}
      {(step === 'idle' || step === 'failed') && (
        <Form<LookupValues>
          initialValues={{ no, t }}
          enableReinitialize
          validate={validateLookup}
          aria-label="ご注文の確認"
          onSubmit={async (values) => {
            const query = new URLSearchParams({ no: values.no.trim(), t: values.t.trim() });
            await navigate(`/orders/receipt?${query.toString()}`);
          }}
        >
          <Lead>
            ご注文完了メールに記載のご注文番号と確認用トークンを入力してください（メールのURLから開くと入力済みになります）。
          </Lead>
          <TextField name="no" label="ご注文番号" required width="medium" autoComplete="off" />
          <TextField name="t" label="確認用トークン" required width="full" autoComplete="off" />
          <Actions>
            <SubmitButton>ご注文を確認する</SubmitButton>
          </Actions>
        </Form>
      )}
      {shown && (
        <>
          <Section aria-labelledby="guest-order">
            <Heading level={2} id="guest-order">
              ご注文内容
            </Heading>
            <Facts>
              <dt>ご注文番号</dt>
              <dd>{shown.order_no}</dd>
              <dt>ご注文日時</dt>
              <dd>{formatDateTime(shown.ordered_at)}</dd>
              <dt>状態</dt>
              <dd>{shown.status_label}</dd>
              <dt>お支払い方法</dt>
              <dd>{shown.payment_name}</dd>
            </Facts>
            <Totals aria-label="ご注文金額">
              <TaxRateRows rows={shown.amount_by_tax_rate} />
              <dt className="total">お支払い金額</dt>
              <dd className="total">{yen(shown.total_payment)}</dd>
            </Totals>
          </Section>
          {shown.is_issuable ? (
            <Section aria-labelledby="guest-receipt">
              <Heading level={2} id="guest-receipt">
                領収書
              </Heading>
              <Form<{ addressee: string; proviso: string }>
                initialValues={shown.receipt_info}
                enableReinitialize
                validationSchema={receiptInfoSchema}
                aria-label="領収書の宛名"
                onSubmit={async (values, helpers) => {
                  try {
                    await dispatch(
                      saveGuestReceipt({ orderNo: no, token: t, info: values }),
                    ).unwrap();
                    notify('領収書の宛名を保存しました');
                  } catch (error) {
                    showServerError(error, helpers);
                  }
                }}
              >
                <ReceiptInfoFields />
              </Form>
              {shown.receipt_issued_count > 0 && (
                <p>
                  領収書は{shown.receipt_issued_count}
                  回発行済みです。次回以降は「再発行」と記載されます。
                </p>
              )}
              <Actions>
                <Button
                  loading={downloading}
                  onClick={() => {
                    setDownloading(true);
                    // The receipt is read again (its issued count) before the button is free.
                    dispatch(
                      downloadGuestReceipt({
                        orderNo: no,
                        token: t,
                        save: (blob, filename) => {
                          saveFile(blob, filename);
                          notify(DOWNLOADED);
                        },
                      }),
                    )
                      .unwrap()
                      .catch((error: unknown) => notify(serverFailure(error).message, 'negative'))
                      .finally(() => setDownloading(false));
                  }}
                >
                  領収書をダウンロード（PDF）
                </Button>
              </Actions>
            </Section>
          ) : (
            <Alert tone="info">
              <p>キャンセルされたご注文の領収書は発行できません。</p>
            </Alert>
          )}
        </>
      )}
    </AccountFrame>
  );
}
