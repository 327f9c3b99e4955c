import { selectSystemMessageState, useAppSelector } from '@mise/store';
import { Badge, DateText, EmptyState, Link, Pagination, RowList } from '@mise/ui';
import { styled } from 'styled-components';
import type { PageProps } from '../../../kit/index.js';
import { AccountFrame, LoadFailed, Pending } from '../../../shared/page.js';

const Row = styled.li<{ $unread: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(3)}`};
  align-items: baseline;
  padding: ${({ theme }) => theme.spacing(4)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme, $unread }) =>
    $unread ? theme.typography.weights.bold : theme.typography.weights.regular};

  & small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weights.regular};
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /mypage/message-center: the member's messages, newest first, unread ones marked (paged). */
export function MessageCenterPage({ route }: PageProps) {
  const { list, page, status, unread } = useAppSelector(selectSystemMessageState);

  return (
    <AccountFrame
      route={route}
      inMypage
      lead="ショップからのお知らせや、ご注文に関するメッセージです。"
    >
      {status === 'failed' ? (
        <LoadFailed />
      ) : status !== 'loaded' && list.length === 0 ? (
        <Pending label="メッセージを読み込んでいます…" />
      ) : list.length === 0 ? (
        <EmptyState message="メッセージはありません。" />
      ) : (
        <>
          {page && (
            <Count role="status">
              全{page.total.toLocaleString('ja-JP')}件（未読{(unread ?? 0).toLocaleString('ja-JP')}
              件）
            </Count>
          )}
          <RowList aria-label="メッセージ一覧">
            {list.map((message) => (
              <Row key={message.id} $unread={!message.is_read}>
                {!message.is_read && <Badge variant="new">未読</Badge>}
                <Link href={`/mypage/message-center/${message.id}/`}>{message.title}</Link>
                <small>
                  <DateText value={message.created_at} withTime />
                </small>
              </Row>
            ))}
          </RowList>
          {page && <Pagination page={page} hrefFor={(target) => `${route.path}/?page=${target}`} />}
        </>
      )}
    </AccountFrame>
  );
}
