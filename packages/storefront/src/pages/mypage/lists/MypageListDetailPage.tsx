import type { UserListable } from '@mise/api-client';
import {
  removeFromUserList,
  selectCurrentUserList,
  selectUserLists,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Button, EmptyState, Link, notify, Pagination, RowList, RowListItem } from '@mise/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageProps } from '../../../kit/index.js';
import { AccountFrame, Pending, serverFailure } from '../../../shared/page.js';
import { ProductLine } from '../../../shared/ProductLine.js';
import { useAddToCart } from '../../../shared/use-add-to-cart.js';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: center;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Variant = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One product of the list: its line, カートに入れる (one piece) and リストから削除. */
function ListableRow({ listKey, entry }: { listKey: string; entry: UserListable }) {
  const dispatch = useAppDispatch();
  const { addToCart, popup } = useAddToCart();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const { product } = entry;
  // The card's stock covers the model; what the cart takes is this very product.
  const line = { ...product, is_stock_available: entry.is_stock_available, stock: entry.stock };

  const remove = async () => {
    setRemoving(true);
    try {
      await dispatch(removeFromUserList({ key: listKey, productId: entry.product_id })).unwrap();
      notify(`「${product.name}」をリストから削除しました`, 'positive');
    } catch (error) {
      notify(serverFailure(error).message, 'negative');
      setRemoving(false);
    }
  };

  return (
    <RowListItem>
      {popup}
      <ProductLine product={line}>
        {product.variant_label && <Variant>{product.variant_label}</Variant>}
      </ProductLine>
      <Buttons>
        {entry.is_stock_available ? (
          <Button
            size="sm"
            loading={adding}
            aria-label={`「${product.name}」をカートに入れる`}
            onClick={() => {
              setAdding(true);
              void addToCart({ key: product.key, quantity: 1 }).finally(() => setAdding(false));
            }}
          >
            カートに入れる
          </Button>
        ) : (
          <Button size="sm" disabled aria-label={`「${product.name}」は在庫切れ`}>
            在庫切れ
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          loading={removing}
          aria-label={`「${product.name}」をリストから削除`}
          onClick={() => void remove()}
        >
          リストから削除
        </Button>
      </Buttons>
    </RowListItem>
  );
}

/**
 * /mypage/list/{key}: one of the member's lists — its products with price and stock, each can
 * go to the cart or leave the list. Another member's key (or a deleted list) shows not found.
 */
export function MypageListDetailPage({ route }: PageProps) {
  const { key = '' } = useParams();
  const current = useAppSelector(selectCurrentUserList);
  const status = useAppSelector(selectUserLists).currentStatus;

  const list = current?.key === key ? current : null;
  const title = list ? list.name : route.title;

  return (
    <AccountFrame route={{ ...route, title }} inMypage>
      {list ? (
        <>
          <Muted role="status">{list.count.toLocaleString('ja-JP')}件の商品</Muted>
          {list.listables.length === 0 ? (
            <EmptyState
              message="このリストに商品はありません。"
              description="商品ページの「リストに追加」から登録できます。"
              action={{ label: '商品を探す', to: '/product' }}
            />
          ) : (
            <RowList aria-label={`「${list.name}」の商品`}>
              {list.listables.map((entry) => (
                <ListableRow key={entry.product_id} listKey={list.key} entry={entry} />
              ))}
            </RowList>
          )}
          {list.page.lastPage > 1 && (
            <Pagination
              page={list.page}
              hrefFor={(target) => `/mypage/list/${encodeURIComponent(list.key)}/?page=${target}`}
            />
          )}
        </>
      ) : status === 'failed' ? (
        <EmptyState
          message="リストが見つかりませんでした"
          description="削除されたか、URLが正しくない可能性があります。"
        />
      ) : (
        <Pending label="リストを読み込んでいます…" />
      )}
      <p>
        <Link href="/mypage/list/">リスト一覧に戻る</Link>
      </p>
    </AccountFrame>
  );
}
