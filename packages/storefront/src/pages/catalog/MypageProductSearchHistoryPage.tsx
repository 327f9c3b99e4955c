import {
  removeProductSearchHistory,
  selectProductSearchHistoryState,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { DateText, Link } from '@mise/ui';
import { useCallback } from 'react';
import type { PageProps } from '../../kit/index.js';
import { MemberList } from '../../shared/MemberList.js';
import { EMPTY_SEARCH, searchHref } from './search.js';

/** /mypage/product_search_history: the member's search words, each to search again. */
export function MypageProductSearchHistoryPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const { list, page, status } = useAppSelector(selectProductSearchHistoryState);
  const remove = useCallback(
    (id: number) => dispatch(removeProductSearchHistory(id)).unwrap(),
    [dispatch],
  );
  return (
    <MemberList
      route={route}
      lead="商品を探したときのキーワードの記録です。もう一度同じ条件で探せます。"
      items={list}
      page={page}
      status={status}
      remove={remove}
      label={(item) => `検索キーワード「${item.query}」`}
      empty="検索履歴はありません。"
      renderItem={(item) => (
        <div>
          <Link href={searchHref({ ...EMPTY_SEARCH, keyword: item.query })}>{item.query}</Link>
          <br />
          <small>
            <DateText value={item.created_at} withTime />
          </small>
        </div>
      )}
    />
  );
}
