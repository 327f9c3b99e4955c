import { selectLoginHistory, useAppSelector } from '@mise/store';
import { EmptyState, formatDateTime, Pagination } from '@mise/ui';
import { styled } from 'styled-components';
import type { PageProps } from '../../../kit/index.js';
import { AccountFrame, LoadFailed, Pending } from '../../../shared/page.js';
import { usePageParam } from '../../../shared/MemberList.js';
import { Table } from '../../../shared/sections.js';
import { describeUserAgent, LOGIN_METHODS, maskIp } from './user-agent.js';

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

/** /mypage/login_history: the member's logins, newest first, 10 a page. */
export function MypageLoginHistoryPage({ route }: PageProps) {
  const current = usePageParam();
  // Loaded by the route's loader (ACCOUNT_LOADERS) for the page in the URL.
  const { list, page, requested, status } = useAppSelector(selectLoginHistory);
  const state = requested === current ? status : 'loading';

  return (
    <AccountFrame route={route} inMypage>
      <p>
        最近のログインの記録です。身に覚えのないログインがある場合は、すぐにパスワードを変更してください。
      </p>
      {state === 'failed' ? (
        <LoadFailed />
      ) : state !== 'loaded' && list.length === 0 ? (
        <Pending label="ログイン履歴を読み込んでいます…" />
      ) : list.length === 0 ? (
        <EmptyState message="ログイン履歴はありません。" />
      ) : (
        <>
          {page && <Muted role="status">全{page.total.toLocaleString('ja-JP')}件</Muted>}
          <Scroll>
            <Table aria-label="ログイン履歴">
              <thead>
                <tr>
                  <th scope="col">日時</th>
                  <th scope="col">端末・ブラウザ</th>
                  <th scope="col">IPアドレス</th>
                  <th scope="col">ログイン方法</th>
                </tr>
              </thead>
              <tbody>
                {list.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDateTime(entry.created_at)}</td>
                    <td>{describeUserAgent(entry.user_agent)}</td>
                    <td>{maskIp(entry.ip)}</td>
                    <td>{LOGIN_METHODS[entry.method] ?? 'その他'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
          {page && page.lastPage > 1 && (
            <Pagination page={page} hrefFor={(target) => `/mypage/login_history/?page=${target}`} />
          )}
        </>
      )}
    </AccountFrame>
  );
}
