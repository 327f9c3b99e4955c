import type { InquiryComment } from '@mise/api-client';
import { replyToInquiry, selectInquiries, useAppDispatch, useAppSelector } from '@mise/store';
import { DateText, EmptyState, Form, Link, TextAreaField } from '@mise/ui';
import { inquiryReplySchema } from '@mise/validation';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageProps } from '../../kit/index.js';
import { FormSection } from '../../shared/member-fields.js';
import {
  AccountFrame,
  Actions,
  FormAlert,
  Pending,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';
import { isRecordId } from '../../shared/record-id.js';

const Thread = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li<{ $shop: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $shop }) => ($shop ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};

  & small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
`;

const Files = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function Message({
  shop,
  title,
  at,
  body,
}: {
  shop: boolean;
  title: string;
  at: string;
  body: string;
}) {
  return (
    <Entry $shop={shop}>
      <h2>{title}</h2>
      <small>
        <DateText value={at} withTime />
      </small>
      <Body>{body}</Body>
    </Entry>
  );
}

const authorOf = (comment: InquiryComment) =>
  comment.author === 'shop' ? 'ショップからの回答' : 'あなたの返信';

/**
 * /mypage/inquiry_history/{key}: an inquiry with the shop's answers and the member's replies,
 * oldest first, and a form to reply.
 */
export function InquiryDetailPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const { key = '' } = useParams();
  const valid = isRecordId(key);
  // Loaded by the route's loader (CONTACT_LOADERS).
  const { current, currentStatus } = useAppSelector(selectInquiries);
  const inquiry = current && String(current.id) === key ? current : null;

  return (
    <AccountFrame route={route} inMypage>
      {!valid || (currentStatus === 'failed' && !inquiry) ? (
        <EmptyState
          message="お問い合わせが見つかりませんでした"
          action={{ label: 'お問い合わせ履歴へ', to: '/mypage/inquiry_history/' }}
        />
      ) : !inquiry ? (
        <Pending label="お問い合わせを読み込んでいます…" />
      ) : (
        <>
          <Facts>
            <span>
              受付番号：<strong>{inquiry.inquiry_no}</strong>
            </span>
            <span>{inquiry.status === 'answered' ? '回答済み' : '回答待ち'}</span>
            {inquiry.category_name && <span>種別：{inquiry.category_name}</span>}
            {inquiry.catalog && <span>カタログ請求：{inquiry.catalog.title}</span>}
          </Facts>
          {inquiry.attachments.length > 0 && (
            <Files aria-label="添付ファイル">
              {inquiry.attachments.map((file) => (
                <li key={file.url}>
                  添付ファイル：
                  <a href={file.url} target="_blank" rel="noreferrer">
                    {file.name}
                  </a>
                </li>
              ))}
            </Files>
          )}
          <Thread aria-label="やりとり">
            <Message
              shop={false}
              title="お問い合わせ内容"
              at={inquiry.created_at}
              body={inquiry.body}
            />
            {inquiry.comments.map((comment) => (
              <Message
                key={comment.id}
                shop={comment.author === 'shop'}
                title={authorOf(comment)}
                at={comment.created_at}
                body={comment.body}
              />
            ))}
          </Thread>
          <Form<{ body: string }>
            initialValues={{ body: '' }}
            validationSchema={inquiryReplySchema}
            aria-label="返信"
            onSubmit={async (values, helpers) => {
              helpers.setStatus(undefined);
              try {
                await dispatch(
                  replyToInquiry({ inquiryId: inquiry.id, body: values.body.trim() }),
                ).unwrap();
                helpers.resetForm({ status: { info: '返信を送信しました' } });
              } catch (error) {
                showServerError(error, helpers);
              }
            }}
          >
            <FormSection title="返信する">
              <FormAlert />
              <TextAreaField name="body" label="返信内容" required rows={5} maxLength={2000} />
              <Actions>
                <SubmitButton>返信する</SubmitButton>
              </Actions>
            </FormSection>
          </Form>
        </>
      )}
      <Actions>
        <Link href="/mypage/inquiry_history/">お問い合わせ履歴へ戻る</Link>
      </Actions>
    </AccountFrame>
  );
}
