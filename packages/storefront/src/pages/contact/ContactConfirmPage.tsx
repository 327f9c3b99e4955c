import { selectContactDraft, sendInquiry, useAppDispatch, useAppSelector } from '@mise/store';
import { Button, EmptyState } from '@mise/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageProps } from '../../kit/index.js';
import { useCaptcha } from '../../shared/captcha.js';
import { serverFailure } from '../../shared/server-failure.js';
import { AccountFrame, Actions, Lead, Pending } from '../../shared/page.js';
import { displayValue, fieldsOf } from './fields.js';
import { useContactKind, useInquiryCategories } from './shared.js';

const Table = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, 14rem) 1fr;
  margin: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  & > dt,
  & > dd {
    margin: 0;
    padding: ${({ theme }) => theme.spacing(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > dt {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  & > dd {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/**
 * /contact/confirm: what will be sent, to send or to correct. Opened without a filled form
 * (a reload, a bookmark) it leads back to the form. A failed send goes back to the form too,
 * with the server's messages beside the fields and every value kept.
 */
export function ContactConfirmPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('catalog');
  const { kind, catalogue, loading } = useContactKind(code);
  const categories = useInquiryCategories();
  const draft = useAppSelector(selectContactDraft);
  const [sending, setSending] = useState(false);
  const captcha = useCaptcha('contact');
  const formUrl = `/contact/${code ? `?catalog=${encodeURIComponent(code)}` : ''}`;

  // Sent: the draft is gone while the complete page opens.
  if (!draft && sending) return <Pending label="送信しています…" />;
  // Not a redirect: the server renders this page too, where there is nothing to go back from.
  if (!draft)
    return (
      <AccountFrame route={route}>
        <EmptyState
          message="確認する内容がありません"
          description="お手数ですが、お問い合わせフォームからもう一度ご入力ください。"
          action={{ label: 'お問い合わせフォームへ', to: formUrl }}
        />
      </AccountFrame>
    );
  if (loading) return <Pending label="カタログを確認しています…" />;

  const send = async () => {
    setSending(true);
    try {
      const captchaToken = await captcha.token();
      await dispatch(sendInquiry({ ...draft.body, captchaToken })).unwrap();
      await navigate('/contact/complete/', { replace: true });
    } catch (error) {
      setSending(false);
      await navigate(formUrl, { state: { failure: serverFailure(error) } });
    }
  };

  return (
    <AccountFrame route={route}>
      <Lead>
        以下の内容で送信します。よろしければ「送信する」を押してください。修正する場合は「入力内容を修正する」を押してください。
      </Lead>
      <Table aria-label="お問い合わせ内容">
        {fieldsOf(kind).map(([name, label]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>
              {displayValue(name, draft.values[name] ?? '', {
                categories,
                catalogTitle: catalogue?.title,
              }) || '―'}
            </dd>
          </div>
        ))}
        {draft.attachments && draft.attachments.length > 0 && (
          <div style={{ display: 'contents' }}>
            <dt>添付ファイル</dt>
            <dd>{draft.attachments.map((file) => file.name).join('、')}</dd>
          </div>
        )}
      </Table>
      {captcha.element}
      <Actions>
        <Button size="lg" loading={sending} onClick={() => void send()}>
          送信する
        </Button>
        <Button variant="secondary" disabled={sending} onClick={() => void navigate(formUrl)}>
          入力内容を修正する
        </Button>
      </Actions>
    </AccountFrame>
  );
}
