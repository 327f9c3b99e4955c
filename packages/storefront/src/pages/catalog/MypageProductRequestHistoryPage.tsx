import {
  removeProductRequestHistory,
  selectProductRequestHistoryState,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { DateText } from '@mise/ui';
import { useCallback } from 'react';
import { styled } from 'styled-components';
import type { PageProps } from '../../kit/index.js';
import { MemberList } from '../../shared/MemberList.js';
import { ProductLine } from '../../shared/ProductLine.js';

const KINDS = { restock: '再入荷リクエスト', new: '新商品リクエスト' } as const;

const Entry = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  flex: 1;
  min-width: 0;

  & p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** /mypage/product_request_history: the member's restock and new-product requests. */
export function MypageProductRequestHistoryPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const { list, page, status } = useAppSelector(selectProductRequestHistoryState);
  const remove = useCallback(
    (id: number) => dispatch(removeProductRequestHistory(id)).unwrap(),
    [dispatch],
  );
  return (
    <MemberList
      route={route}
      lead="再入荷や取り扱いをリクエストした商品の記録です。"
      items={list}
      page={page}
      status={status}
      remove={remove}
      label={(item) => `「${item.name}」のリクエスト`}
      empty="商品リクエストの履歴はありません。"
      renderItem={(item) => (
        <Entry>
          <strong>
            {item.kind === 'new' && item.product ? '商品リクエスト' : KINDS[item.kind]}：{item.name}
            （{item.quantity}点）
          </strong>
          {item.product && <ProductLine product={item.product} />}
          {item.body && <p>{item.body}</p>}
          <small>
            リクエスト日時：
            <DateText value={item.created_at} withTime />
          </small>
        </Entry>
      )}
    />
  );
}
