import type { Page } from '@mise/api-client';
import { Button, EmptyState, notify, Pagination, RowList, RowListItem } from '@mise/ui';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import type { RouteDef } from '../routes/table.js';
import { AccountFrame, LoadFailed, Pending, serverFailure } from './page.js';
import { pageParam } from './page-param.js';

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The page number of my page's lists, from ?page= (1 when absent or malformed). */
export function usePageParam(): number {
  const { search } = useLocation();
  return pageParam(new URLSearchParams(search));
}

/**
 * One of my page's lists (histories, bookmarks): shows each entry of the page in the URL with a
 * delete button, the total and links to the other pages. The route's loader fetches that page
 * (on the server, and on each route change: a new ?page= too), so nothing is fetched on mount;
 * a delete needs no read again either, the slice drops the entry and the total.
 */
export function MemberList<T extends { id: number }>({
  route,
  items,
  page,
  status,
  remove,
  label,
  lead,
  empty,
  renderItem,
}: {
  route: RouteDef;
  items: readonly T[];
  page: Page | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  remove: (id: number) => Promise<unknown>;
  /** Names an entry for its delete button ('〇〇を削除'). */
  label: (item: T) => string;
  /** What the list holds, above it (rendered on the server before the list arrives). */
  lead: string;
  empty: string;
  renderItem: (item: T) => ReactNode;
}) {
  const [removing, setRemoving] = useState<number | null>(null);

  const onRemove = async (item: T) => {
    setRemoving(item.id);
    try {
      await remove(item.id);
      notify('削除しました');
    } catch (error) {
      notify(serverFailure(error).message, 'negative');
    } finally {
      setRemoving(null);
    }
  };

  return (
    <AccountFrame route={route} inMypage lead={lead}>
      {status === 'failed' ? (
        <LoadFailed />
      ) : status !== 'loaded' && items.length === 0 ? (
        <Pending label="読み込んでいます…" />
      ) : items.length === 0 ? (
        <EmptyState message={empty} action={{ label: '商品を探す', to: '/product' }} />
      ) : (
        <>
          {page && <Count role="status">全{page.total.toLocaleString('ja-JP')}件</Count>}
          <RowList>
            {items.map((item) => (
              <RowListItem key={item.id}>
                {renderItem(item)}
                <Button
                  variant="secondary"
                  size="sm"
                  loading={removing === item.id}
                  aria-label={`${label(item)}を削除`}
                  onClick={() => void onRemove(item)}
                >
                  削除
                </Button>
              </RowListItem>
            ))}
          </RowList>
          {page && <Pagination page={page} hrefFor={(target) => `${route.path}/?page=${target}`} />}
        </>
      )}
    </AccountFrame>
  );
}
