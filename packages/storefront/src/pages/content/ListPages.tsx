import {
  fetchNews,
  selectBlogList,
  selectIsLogin,
  selectNewsList,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { ArticleList, EmptyState, Pagination } from '@mise/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useRereadForMember } from '../../navigation/use-reread-for-member.js';
import type { PageProps } from '../../kit/index.js';
import { newsRow } from './blocks.js';
import { ContentFrame } from './ContentFrame.js';
import { pageParam } from '../../shared/page-param.js';

/** ?page=n links of a list, keeping the other query parameters. */
function usePageHref() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (page: number) => {
    const next = new URLSearchParams(params);
    if (page === 1) next.delete('page');
    else next.set('page', String(page));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}

/** /news: the shop's news, newest first, unread ones marked for members. */
export function NewsListPage({ route }: PageProps) {
  const { items, page } = useAppSelector(selectNewsList);
  const isLogin = useAppSelector(selectIsLogin);
  const hrefFor = usePageHref();
  // The shared list holds nobody's read marks.
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  useRereadForMember(() => void dispatch(fetchNews({ page: pageParam(params) })));
  return (
    <ContentFrame title={route.title} description="ショップからのお知らせの一覧です。">
      {items.length === 0 ? (
        <EmptyState message="お知らせはまだありません" />
      ) : (
        <ArticleList label="お知らせ一覧" items={items.map((item) => newsRow(item, isLogin))} />
      )}
      {page && page.lastPage > 1 && <Pagination page={page} hrefFor={hrefFor} />}
    </ContentFrame>
  );
}

/** /blog: posts with their excerpt. */
export function BlogListPage({ route }: PageProps) {
  const { items, page } = useAppSelector(selectBlogList);
  const hrefFor = usePageHref();
  return (
    <ContentFrame title={route.title} description="スタッフによる読みもの・ブログ記事の一覧です。">
      {items.length === 0 ? (
        <EmptyState message="記事はまだありません" />
      ) : (
        <ArticleList
          label="ブログ記事一覧"
          items={items.map((item) => ({
            id: item.id,
            href: `/blog/${encodeURIComponent(item.key)}/`,
            title: item.title,
            publishedAt: item.published_at,
            category: item.category,
            excerpt: item.excerpt,
          }))}
        />
      )}
      {page && page.lastPage > 1 && <Pagination page={page} hrefFor={hrefFor} />}
    </ContentFrame>
  );
}
