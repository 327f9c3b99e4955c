import type { PointHistoryEntry } from '@mise/api-client';
import { selectPointHistory, useAppSelector } from '@mise/store';
import { EmptyState, formatDate, formatDateTime, Heading, Link, Pagination } from '@mise/ui';
import { styled } from 'styled-components';
import type { PageProps } from '../../../kit/index.js';
import { AccountFrame, LoadFailed, PageNotice, Pending } from '../../../shared/page.js';
import { Section, Table } from '../../../shared/sections.js';

/** The ledger's reasons as the history names them. */
const REASONS: Record<string, string> = {
  registration: '会員登録特典',
  order_use: 'ご注文でのご利用',
  order_grant: 'ご注文による獲得',
  cancel_return: 'ご注文キャンセルによる調整',
  admin: 'ショップからの付与',
  expire: '有効期限切れによる失効',
};

const pt = (points: number) => `${points.toLocaleString('ja-JP')}pt`;
/** +1,000pt / -50pt */
const signed = (points: number) =>
  `${points > 0 ? '+' : points < 0 ? '-' : ''}${pt(Math.abs(points))}`;

const Balance = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xl};

  strong {
    font-family: ${({ theme }) => theme.typography.fontFamilyNumeric};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Points = styled.td<{ $minus: boolean }>`
  color: ${({ theme, $minus }) => ($minus ? theme.colors.error : theme.colors.text)};
  font-variant-numeric: tabular-nums;
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

function Summary() {
  const { summary, summaryStatus } = useAppSelector(selectPointHistory);
  if (summaryStatus === 'failed')
    return (
      <EmptyState
        message="ポイントを読み込めませんでした"
        description="時間をおいてもう一度お試しください。"
      />
    );
  if (!summary) return <Pending label="ポイントを読み込んでいます…" />;
  const later = summary.expiring.slice(1);
  return (
    <Section aria-label="保有ポイント">
      <Balance>
        現在の保有ポイント：<strong>{pt(summary.points)}</strong>
      </Balance>
      {summary.next_expiring ? (
        <p>
          <strong>{formatDate(summary.next_expiring.expires_at)}</strong>
          までに失効するポイント：<strong>{pt(summary.next_expiring.points)}</strong>
        </p>
      ) : (
        <Muted>有効期限が近いポイントはありません。</Muted>
      )}
      {later.length > 0 && (
        <details>
          <summary>以降に失効するポイント</summary>
          <ul>
            {later.map((group) => (
              <li key={group.expires_at}>
                {formatDate(group.expires_at)}まで：{pt(group.points)}
              </li>
            ))}
          </ul>
        </details>
      )}
      {summary.expiry_days > 0 && (
        <Muted>
          ポイントの有効期限は獲得日から{summary.expiry_days}
          日です。ご利用の際は有効期限の近いポイントから使われます。
        </Muted>
      )}
    </Section>
  );
}

function HistoryRow({ entry }: { entry: PointHistoryEntry }) {
  return (
    <tr>
      <td>{formatDateTime(entry.created_at)}</td>
      <td>{REASONS[entry.reason] ?? entry.reason_label}</td>
      <Points className="num" $minus={entry.points < 0}>
        {signed(entry.points)}
      </Points>
      <td>
        {entry.order_id !== null && entry.order_no ? (
          <Link href={`/mypage/order_history/${entry.order_id}/`}>{entry.order_no}</Link>
        ) : (
          '―'
        )}
      </td>
      <td>{entry.expires_at && entry.points > 0 ? formatDate(entry.expires_at) : '―'}</td>
    </tr>
  );
}

function History() {
  const { list, page, status } = useAppSelector(selectPointHistory);
  return (
    <section aria-labelledby="point-history-title">
      <Heading level={2} id="point-history-title">
        ポイント履歴
      </Heading>
      {status === 'failed' ? (
        <LoadFailed />
      ) : status !== 'loaded' && list.length === 0 ? (
        <Pending label="ポイント履歴を読み込んでいます…" />
      ) : list.length === 0 ? (
        <EmptyState message="ポイントの履歴はありません。" />
      ) : (
        <>
          {page && <Muted role="status">全{page.total.toLocaleString('ja-JP')}件</Muted>}
          <Scroll>
            <Table aria-label="ポイント履歴">
              <thead>
                <tr>
                  <th scope="col">日時</th>
                  <th scope="col">内容</th>
                  <th scope="col" className="num">
                    ポイント
                  </th>
                  <th scope="col">ご注文番号</th>
                  <th scope="col">有効期限</th>
                </tr>
              </thead>
              <tbody>
                {list.map((entry) => (
                  <HistoryRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </Table>
          </Scroll>
          {page && page.lastPage > 1 && (
            <Pagination page={page} hrefFor={(target) => `/mypage/point/?page=${target}`} />
          )}
        </>
      )}
    </section>
  );
}

/** /mypage/point: the balance, the points that will expire and when, and the paged history. */
export function MypagePointPage({ route }: PageProps) {
  return (
    <AccountFrame route={route} inMypage>
      <PageNotice code="mypage-point-index" />
      <Summary />
      <History />
    </AccountFrame>
  );
}
