import {
  markNewsRead,
  selectBlogDetail,
  selectIsLogin,
  selectLandingPage,
  selectLandingShell,
  selectLayout,
  selectNewsDetail,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { useEffect } from 'react';
import { useLoaderData, useMatches, useParams } from 'react-router-dom';
import type { RouteHandle } from '../../kit/index.js';
import type { ContentBlock } from './blocks.js';
import type { SlugPageKind } from './loaders.js';

const NO_BLOCKS: ContentBlock[] = [];

/** The blocks of a page layout (GET /v1/layouts/{page}); none when the shop has no layout. */
export function useLayoutBlocks(page: string): readonly ContentBlock[] {
  return useAppSelector((state) => selectLayout(state, page)?.blocks ?? NO_BLOCKS);
}

/** A news or blog article in one shape, for the article compositions of every theme. */
export type Article = {
  id: number;
  title: string;
  /** HTML; shown through RichContent (sanitised). */
  html: string;
  publishedAt: string;
  category: string;
  /** Blog posts have an author and tags. */
  author?: string;
  tags?: string[];
  excerpt?: string;
  list: { label: string; to: string };
};

/**
 * The article of /news/{key} or /blog/{key} (its loader put it in the store). A member who
 * opens an unread news item has it marked read.
 */
export function useArticle(routeId: string): Article | null {
  const { key = '' } = useParams();
  const dispatch = useAppDispatch();
  const isLogin = useAppSelector(selectIsLogin);
  const news = useAppSelector((state) =>
    routeId === 'newsDetail' ? selectNewsDetail(state, key) : null,
  );
  const blog = useAppSelector((state) =>
    routeId === 'blogDetail' ? selectBlogDetail(state, key) : null,
  );

  const unreadId = news && isLogin && !news.is_read ? news.id : null;
  useEffect(() => {
    if (unreadId !== null) void dispatch(markNewsRead(unreadId));
  }, [dispatch, unreadId]);

  if (news)
    return {
      id: news.id,
      title: news.title,
      html: news.body,
      publishedAt: news.published_at,
      category: news.category,
      list: { label: 'お知らせ一覧', to: '/news/' },
    };
  if (blog)
    return {
      id: blog.id,
      title: blog.title,
      html: blog.body,
      publishedAt: blog.published_at,
      category: blog.category,
      author: blog.author,
      tags: blog.tags,
      excerpt: blog.excerpt,
      list: { label: 'ブログ一覧', to: '/blog/' },
    };
  return null;
}

/** What /{slug} is: a static page or a landing page (from its loader). */
export function useSlugPageKind(): SlugPageKind {
  return useLoaderData<SlugPageKind>();
}

/**
 * Whether the shop's header and footer are shown around the current page: a landing page may
 * hide either (extend.is_show_header / is_show_footer); every other page has both. Layouts of
 * every theme read this.
 */
export function useShellParts(): { header: boolean; footer: boolean } {
  const match = useMatches().at(-1);
  const routeId = (match?.handle as RouteHandle | undefined)?.route.id;
  // /{slug}, or the top showing the landing page SITE.TOP_LP names.
  const isLanding =
    (routeId === 'staticPage' || routeId === 'top') && match?.loaderData === 'landing';
  const landing = useAppSelector(selectLandingPage);
  const shell = useAppSelector(selectLandingShell);
  return isLanding && landing ? shell : BOTH;
}

const BOTH = { header: true, footer: true };
