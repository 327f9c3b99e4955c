import {
  removeProductHistory,
  selectProductHistory,
  selectProductHistoryPage,
  selectProductHistoryStatus,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { DateText } from '@mise/ui';
import { useCallback } from 'react';
import type { PageProps } from '../../kit/index.js';
import { MemberList } from '../../shared/MemberList.js';
import { ProductLine } from '../../shared/ProductLine.js';

/** /mypage/product_history: the member's recently viewed products (at most 10), deletable. */
export function MypageProductHistoryPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectProductHistory);
  const page = useAppSelector(selectProductHistoryPage);
  const status = useAppSelector(selectProductHistoryStatus);
  const remove = useCallback(
    (id: number) => dispatch(removeProductHistory(id)).unwrap(),
    [dispatch],
  );
  return (
    <MemberList
      route={route}
      lead="最近ご覧になった商品です（新しい順）。"
      items={items}
      page={page}
      status={status}
      remove={remove}
      label={(item) => item.product.name}
      empty="閲覧履歴はありません。"
      renderItem={(item) => (
        <ProductLine product={item.product}>
          <small>
            閲覧日時：
            <DateText value={item.viewed_at} withTime />
          </small>
        </ProductLine>
      )}
    />
  );
}
