import { selectSystemMessageState, useAppSelector } from '@mise/store';
import { DateText, EmptyState, Link } from '@mise/ui';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageProps } from '../../../kit/index.js';
import { AccountFrame, Actions, Pending } from '../../../shared/page.js';
import { isRecordId } from '../../../shared/record-id.js';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  & small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * /mypage/message-center/{key}: one message, with a link to its order. Opening it marks it
 * read, so the unread badges drop.
 */
export function MessageDetailPage({ route }: PageProps) {
  const { key = '' } = useParams();
  const valid = isRecordId(key);
  const { current, currentStatus } = useAppSelector(selectSystemMessageState);
  const message = current && String(current.id) === key ? current : null;

  return (
    <AccountFrame route={route} inMypage>
      {!valid || (currentStatus === 'failed' && !message) ? (
        <EmptyState
          message="メッセージが見つかりませんでした"
          action={{ label: 'メッセージ一覧へ', to: '/mypage/message-center/' }}
        />
      ) : !message ? (
        <Pending label="メッセージを読み込んでいます…" />
      ) : (
        <Article aria-labelledby="message-title">
          <h2 id="message-title">{message.title}</h2>
          <small>
            受信日時：
            <DateText value={message.created_at} withTime />
          </small>
          <Body>{message.body}</Body>
          {message.order_id !== null && (
            <p>
              <Link href={`/mypage/order_history/${message.order_id}/`}>
                ご注文の詳細を見る{message.order_no ? `（注文番号 ${message.order_no}）` : ''}
              </Link>
            </p>
          )}
        </Article>
      )}
      <Actions>
        <Link href="/mypage/message-center/">メッセージ一覧へ戻る</Link>
      </Actions>
    </AccountFrame>
  );
}
