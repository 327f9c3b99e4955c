import {
  fetchPopup,
  selectBlogList,
  selectCatalogues,
  selectCoupons,
  selectIsLogin,
  selectLandingPage,
  selectNewsList,
  selectPopup,
  selectPopups,
  selectQaGroups,
  selectStaticPage,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import {
  Accordion,
  ArticleList,
  Breadcrumbs,
  DateText,
  EmptyState,
  FlipBook,
  Heading,
  Link,
  Pagination,
  RichContent,
} from '@mise/ui';
import type { BreadcrumbItem } from '@mise/ui';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLoaderData, useLocation, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageMeta } from '../../app/PageMeta.js';
import { useStorefront } from '../../app/context.js';
import { PageTemplate } from '../../app/templates.js';
import type { PageProps } from '../../theme.js';
import { ContentBlocks, newsRow } from './blocks.js';
import { CouponList } from './coupons.js';
import { useArticle, useLayoutBlocks, useSlugPageKind } from './hooks.js';
import type { SitemapData } from './sitemap.js';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** Title, trail and heading of a content page. */
export function ContentFrame({
  title,
  description,
  trail = [],
  children,
}: {
  title: string;
  description?: string;
  trail?: BreadcrumbItem[];
  children: ReactNode;
}) {
  return (
    <Frame>
      <PageMeta title={title} description={description} />
      <Breadcrumbs items={[{ label: 'トップ', to: '/' }, ...trail, { label: title }]} />
      <Heading level={1}>{title}</Heading>
      {children}
    </Frame>
  );
}

const VisuallyHidden = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The top page in the API's block order (themes compose their own). */
export function TopPage({ route }: PageProps) {
  const { theme } = useStorefront();
  const blocks = useLayoutBlocks('top');
  return (
    <>
      <PageMeta
        title={route.title}
        description={`${theme.siteName}のオンラインショップです。新着商品やおすすめ、お知らせをご覧いただけます。`}
      />
      <VisuallyHidden>{theme.siteName}</VisuallyHidden>
      <ContentBlocks blocks={blocks} />
    </>
  );
}

/** /ec: the members' shop top, from the shop's 'ec' layout (coupons to take, picks, news). */
export function EcPage({ route }: PageProps) {
  const blocks = useLayoutBlocks('ec');
  return (
    <ContentFrame title={route.title}>
      <ContentBlocks blocks={blocks} />
    </ContentFrame>
  );
}

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

const ArticleMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0 0 ${({ theme }) => theme.spacing(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Back = styled.p`
  margin: ${({ theme }) => theme.spacing(8)} 0 0;
`;

/** /news/{key} and /blog/{key}: one article, and the way back to its list. */
export function ArticlePage({ route }: PageProps) {
  const article = useArticle(route.id);
  if (!article) return null;
  return (
    <PageTemplate title={article.title} description={article.excerpt} trail={[article.list]}>
      <ArticleMeta>
        <DateText value={article.publishedAt} />
        <span>{article.category}</span>
        {article.author && <span>{article.author}</span>}
      </ArticleMeta>
      <RichContent html={article.html} as="article" />
      <Back>
        <Link href={article.list.to}>{article.list.label}へ戻る</Link>
      </Back>
    </PageTemplate>
  );
}

/** /faq: questions grouped by category, each answer folded under its question. */
export function FaqPage({ route }: PageProps) {
  const groups = useAppSelector(selectQaGroups);
  return (
    <ContentFrame title={route.title} description="よくあるご質問と回答です。">
      {groups.length === 0 && <EmptyState message="よくあるご質問はまだありません" />}
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`faq-${group.category}`}>
          <Heading level={2} id={`faq-${group.category}`}>
            {group.category}
          </Heading>
          <Accordion
            headingLevel={3}
            items={group.items.map((qa) => ({
              id: String(qa.id),
              title: qa.question,
              content: <RichContent html={qa.answer} />,
            }))}
          />
        </section>
      ))}
    </ContentFrame>
  );
}

/** /coupon: the shop's coupons; members take them, guests are asked to log in. */
export function CouponPage({ route }: PageProps) {
  const coupons = useAppSelector(selectCoupons);
  const isLogin = useAppSelector(selectIsLogin);
  return (
    <ContentFrame title={route.title} description="配布中のクーポンの一覧です。">
      {!isLogin && <Muted>クーポンの獲得にはログインが必要です。</Muted>}
      <CouponList coupons={coupons} />
    </ContentFrame>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(6)};

  ul {
    margin: ${({ theme }) => theme.spacing(2)} 0 0;
    padding-left: ${({ theme }) => theme.spacing(5)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.spacing(1)};
  }
`;

/** /sitemap: the shop's pages for people: main routes, categories and the shop's own pages. */
export function SitemapPage({ route }: PageProps) {
  const data = useLoaderData<SitemapData>();
  const sections = [
    { title: 'ショップのご案内', links: data.main },
    { title: '商品カテゴリ', links: data.categories },
    { title: 'ご利用ガイド・規約', links: data.pages },
  ].filter((section) => section.links.length > 0);
  return (
    <ContentFrame title={route.title} description="サイト内のページの一覧です。">
      <Columns>
        {sections.map((section) => (
          <section key={section.title}>
            <Heading level={2}>{section.title}</Heading>
            <ul>
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link href={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Columns>
    </ContentFrame>
  );
}

const CatalogueGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(6)};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const CatalogueBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(3)};

  p {
    margin: 0;
  }
`;

const NO_CATALOGUES: never[] = [];

/**
 * /catalog-order: the printed catalogues one can order through the inquiry form, each with its
 * digital version in the flip-book.
 */
export function CatalogOrderPage({ route }: PageProps) {
  const catalogues = (useAppSelector(selectCatalogues) ?? NO_CATALOGUES).filter(
    (catalogue) => catalogue.is_orderable,
  );
  return (
    <ContentFrame title={route.title} description="紙のカタログを無料でお届けします。">
      <p>
        ご希望のカタログを選んで、お問い合わせフォームからご請求ください。送料無料でお届けします。
      </p>
      {catalogues.length === 0 ? (
        <EmptyState message="ご請求いただけるカタログはありません" />
      ) : (
        <CatalogueGrid>
          {catalogues.map((catalogue, index) => {
            const cover = catalogue.pages[0];
            return (
              <li key={catalogue.id}>
                <article aria-labelledby={`catalogue-${catalogue.id}`}>
                  <img
                    src={catalogue.cover_image_url}
                    alt={`${catalogue.title}の表紙`}
                    width={cover?.width}
                    height={cover?.height}
                    loading={index < 2 ? 'eager' : 'lazy'}
                  />
                  <CatalogueBody>
                    <Heading level={2} id={`catalogue-${catalogue.id}`}>
                      {catalogue.title}
                    </Heading>
                    <Muted>
                      発行日：
                      <DateText value={catalogue.issued_on} />
                    </Muted>
                    <p>{catalogue.description}</p>
                    <Link
                      variant="primary"
                      href={`/contact/?catalog=${encodeURIComponent(catalogue.code)}`}
                    >
                      このカタログを請求する
                    </Link>
                    <Link href={`/flip-book/?id=${catalogue.id}`}>デジタルカタログを見る</Link>
                  </CatalogueBody>
                </article>
              </li>
            );
          })}
        </CatalogueGrid>
      )}
    </ContentFrame>
  );
}

/** /flip-book: a catalogue page by page (?id= picks it; the newest otherwise). */
export function FlipBookPage({ route }: PageProps) {
  const catalogues = useAppSelector(selectCatalogues) ?? NO_CATALOGUES;
  const [params] = useSearchParams();
  const id = params.get('id');
  const current = catalogues.find((catalogue) => String(catalogue.id) === id) ?? catalogues[0];
  if (!current)
    return (
      <ContentFrame title={route.title}>
        <EmptyState message="ご覧いただけるカタログはありません" />
      </ContentFrame>
    );
  const others = catalogues.filter((catalogue) => catalogue.id !== current.id);
  return (
    <ContentFrame title={`${route.title}：${current.title}`} description={current.description}>
      <FlipBook
        // A new catalogue opens at its cover.
        key={current.id}
        title={current.title}
        pages={current.pages.map((page) => ({
          number: page.number,
          title: page.title,
          image: page.image_url,
          width: page.width,
          height: page.height,
        }))}
      />
      {others.length > 0 && (
        <nav aria-label="ほかのカタログ">
          <Heading level={2}>ほかのカタログ</Heading>
          <ul>
            {others.map((catalogue) => (
              <li key={catalogue.id}>
                <Link href={`/flip-book/?id=${catalogue.id}`}>{catalogue.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </ContentFrame>
  );
}

const PopupCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

/**
 * /maintenance when the shop is open: during maintenance every address shows its notice in the
 * maintenance layout (app/Root.tsx), so a shopper who lands here afterwards (a bookmark, the
 * address the API's 503 sent them to) is told the shop is open again.
 */
export function MaintenancePage({ route }: PageProps) {
  return (
    <ContentFrame title={route.title}>
      <p>現在メンテナンスは行っておりません。通常どおりご利用いただけます。</p>
      <p>
        <Link href="/">トップページへ</Link>
      </p>
    </ContentFrame>
  );
}

/** /popup: the popups shown now, or one of them (?id=) as visitors see it. */
export function PopupPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const id = params.get('id');
  const popups = useAppSelector(selectPopups);
  const one = useAppSelector((state) => (id ? selectPopup(state, id) : null));
  useEffect(() => {
    if (id && !one) void dispatch(fetchPopup(id));
  }, [dispatch, id, one]);
  const shown = id ? (one ? [one] : []) : popups;
  return (
    <ContentFrame title={one ? one.title : route.title}>
      {shown.length === 0 && <EmptyState message="表示中のポップアップはありません" />}
      {shown.map((popup) => (
        <PopupCard key={popup.id} aria-labelledby={`popup-${popup.id}`}>
          <Heading level={2} id={`popup-${popup.id}`}>
            {popup.title}
          </Heading>
          <RichContent html={popup.body} />
          {popup.link_url && <Link href={popup.link_url}>{popup.link_label ?? '詳しく見る'}</Link>}
          {!id && <Link href={`/popup/?id=${popup.id}`}>このポップアップだけを表示</Link>}
        </PopupCard>
      ))}
    </ContentFrame>
  );
}

/** /{slug}: a static page in the reading column, or a landing page's blocks. */
export function SlugPage() {
  const kind = useSlugPageKind();
  const page = useAppSelector(selectStaticPage);
  const landing = useAppSelector(selectLandingPage);
  if (kind === 'landing' && landing)
    return (
      <Frame>
        <PageMeta title={landing.title} description={landing.description || undefined} />
        <Heading level={1}>{landing.title}</Heading>
        <ContentBlocks blocks={landing.layout} landing />
      </Frame>
    );
  if (!page) return null;
  return (
    <PageTemplate title={page.title} description={page.description || undefined}>
      <RichContent html={page.body} as="section" />
    </PageTemplate>
  );
}
