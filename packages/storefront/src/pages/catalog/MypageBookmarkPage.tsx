import { removeBookmark, selectBookmarkState, useAppDispatch, useAppSelector } from '@mise/store';
import { DateText } from '@mise/ui';
import { useCallback } from 'react';
import type { PageProps } from '../../kit/index.js';
import { MemberList } from '../../shared/MemberList.js';
import { ProductLine } from '../../shared/ProductLine.js';

/** /mypage/bookmark: the member's bookmarked products, paged and deletable. */
export function MypageBookmarkPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const { list, page, status } = useAppSelector(selectBookmarkState);
  const remove = useCallback((id: number) => dispatch(removeBookmark(id)).unwrap(), [dispatch]);
  return (
    <MemberList
      route={route}
      lead="お気に入りに登録した商品です。在庫や価格の変化をここで確かめられます。"
      items={list}
      page={page}
      status={status}
      remove={remove}
      label={(item) => item.product.name}
      empty="お気に入りに登録した商品はありません。"
      renderItem={(item) => (
        <ProductLine product={item.product}>
          <small>
            登録日：
            <DateText value={item.created_at} />
          </small>
        </ProductLine>
      )}
    />
  );
}
