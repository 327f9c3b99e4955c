import type { LayoutData } from '@mise/store';
import { ArticleList, BusinessCalendar, Heading, Link, ProductGrid, RichContent } from '@mise/ui';
import type { ArticleListItem, ProductCardProduct } from '@mise/ui';
import type { ComponentType, ReactNode } from 'react';
import { styled } from 'styled-components';
import { CouponList } from './coupons.js';
import { BannerCarouselIsland } from './banner-carousel-island.js';
import { BannerDownloads } from './BannerDownloads.js';
import { drawnSources } from '../../shared/drawn-images.js';

/** One block of a page layout or landing page, references expanded by the API. */
export type ContentBlock = LayoutData['blocks'][number];
export type BlockType = ContentBlock['type'];
export type BlockOf<T extends BlockType> = Extract<ContentBlock, { type: T }>;

type NewsEntry = BlockOf<'news'>['news'][number];
type ProductEntry = BlockOf<'products'>['products'][number];

/** A news item as a row of an article list. */
/**
 * The name a carousel of untitled banners is announced by: a page has several (main and sub
 * banners), and each region needs its own name to be told apart (axe landmark-unique).
 */
const BANNER_AREA_LABELS: Partial<Record<string, string>> = {
  top_main: 'メインバナー',
  top_sub: 'サブバナー',
};

export function newsRow(item: NewsEntry, isLogin = false): ArticleListItem {
  return {
    id: item.id,
    href: `/news/${encodeURIComponent(item.key)}/`,
    title: item.title,
    publishedAt: item.published_at,
    category: item.category,
    important: item.is_important,
    unread: isLogin && !item.is_read,
  };
}

/** A product of a block as the product card shows it (tax-inclusive prices, spec section 9). */
export function productCard(product: ProductEntry): ProductCardProduct {
  return {
    key: product.key,
    name: product.name,
    image: product.image?.path ?? null,
    imageSources: product.image
      ? drawnSources(product.image.path, product.image.width ?? 800)
      : undefined,
    price: product.product_price_with_tax,
    beforePrice: product.before_price_with_tax ?? null,
    badges: product.is_stock_available ? [] : ['soldout'],
  };
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: baseline;
  justify-content: space-between;
`;

const Hero = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.spacing(10)} ${theme.spacing(6)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};

  h1,
  h2,
  p {
    margin: 0;
    color: inherit;
  }
`;

const LinkGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 45%), 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: ${({ theme }) => theme.spacing(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    text-decoration: none;
  }
`;

export type ContentBlockProps = {
  block: ContentBlock;
  /** The first block of a page: its picture is fetched first and its title is the h1's peer. */
  priority?: boolean;
  /** The landing page the block sits on (coupons taken there are sent with page 'lp'). */
  landing?: boolean;
  /** Level of the block's heading (2 unless the page says otherwise). */
  headingLevel?: 2 | 3;
  className?: string;
};

/** A block's own heading, when it has a title. */
function BlockTitle({
  title,
  level,
  action,
}: {
  title: string | null;
  level: 2 | 3;
  action?: ReactNode;
}) {
  if (!title) return null;
  return (
    <SectionHead>
      <Heading level={level}>{title}</Heading>
      {action}
    </SectionHead>
  );
}

/**
 * One layout block as every theme can show it: hero, text, banners, products, coupons, a free
 * area, the latest news, links or the business-day calendar. Themes arrange blocks and restyle them through className.
 */
export function ContentBlockView({
  block,
  priority = false,
  landing = false,
  headingLevel = 2,
  className,
}: ContentBlockProps) {
  switch (block.type) {
    case 'hero':
      return (
        <Hero className={className}>
          <Heading level={headingLevel}>{block.title}</Heading>
          {block.subtitle && <p>{block.subtitle}</p>}
          {block.link_url && (
            <Link href={block.link_url} variant="primary">
              {block.link_label ?? '詳しく見る'}
            </Link>
          )}
        </Hero>
      );
    case 'rich_text':
      return (
        <Section className={className}>
          <BlockTitle title={block.title} level={headingLevel} />
          <RichContent html={block.html} />
        </Section>
      );
    case 'banners':
      if (block.banners.length === 0) return null;
      return (
        <Section className={className}>
          <BlockTitle title={block.title} level={headingLevel} />
          <BannerCarouselIsland
            id={`banners-${block.banners[0]!.id}`}
            label={block.title ?? BANNER_AREA_LABELS[block.area] ?? '特集'}
            slides={block.banners.map((banner) => ({
              id: banner.id,
              image: banner.image_url,
              alt: banner.alt || banner.title,
              href: banner.link_url,
              width: banner.width,
              height: banner.height,
              sources: drawnSources(banner.image_url, banner.width),
            }))}
          />
          {block.banners.some((banner) => banner.is_downloadable) && (
            <BannerDownloads
              banners={block.banners
                .filter((banner) => banner.is_downloadable)
                .map((banner) => ({ id: banner.id, title: banner.title }))}
            />
          )}
        </Section>
      );
    case 'products':
    case 'collection':
      if (block.products.length === 0) return null;
      return (
        <Section className={className}>
          <BlockTitle
            title={block.title}
            level={headingLevel}
            action={
              block.type === 'collection' ? (
                <Link href={`/product/?collection=${encodeURIComponent(block.alias)}`}>
                  もっと見る
                </Link>
              ) : undefined
            }
          />
          <ProductGrid
            label={block.title}
            products={block.products.map(productCard)}
            eager={priority ? 4 : 0}
            headingLevel={headingLevel === 2 ? 3 : 4}
          />
        </Section>
      );
    case 'coupons':
      return (
        <Section className={className}>
          <BlockTitle title={block.title} level={headingLevel} />
          <CouponList coupons={block.coupons} page={landing ? 'lp' : undefined} />
        </Section>
      );
    case 'free_area':
      return (
        <Section className={className}>
          <BlockTitle title={block.title} level={headingLevel} />
          <RichContent html={block.body} />
        </Section>
      );
    case 'news':
      return (
        <Section className={className}>
          <BlockTitle
            title={block.title}
            level={headingLevel}
            action={<Link href="/news/">お知らせ一覧</Link>}
          />
          <ArticleList label={block.title} items={block.news.map((item) => newsRow(item))} />
        </Section>
      );
    case 'links':
      return (
        <Section className={className}>
          <BlockTitle title={block.title} level={headingLevel} />
          <nav aria-label={block.title}>
            <LinkGrid>
              {block.links.map((link) => (
                <li key={link.url}>
                  <Link href={link.url}>{link.label}</Link>
                </li>
              ))}
            </LinkGrid>
          </nav>
        </Section>
      );
    case 'calendar':
      return (
        <Section className={className}>
          <BlockTitle title={block.title} level={headingLevel} />
          <BusinessCalendar months={block.months} today={block.today} />
        </Section>
      );
    default:
      return null;
  }
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(10)};
`;

/** Blocks one after another in the API's order (the default composition). */
export function ContentBlocks({
  blocks,
  landing = false,
  priority = true,
  Block = ContentBlockView,
  className,
}: {
  blocks: readonly ContentBlock[];
  landing?: boolean;
  /** Whether the first block is the page's first paint (not in a side column, say). */
  priority?: boolean;
  /** The theme's look of a block: ContentBlockView restyled. */
  Block?: ComponentType<ContentBlockProps>;
  /** The theme's spacing of the column. */
  className?: string;
}) {
  return (
    <Stack className={className}>
      {blocks.map((block, index) => (
        <Block
          // Blocks have no id of their own; their position is stable for one response.
          key={`${block.type}-${index}`}
          block={block}
          priority={priority && index === 0}
          landing={landing}
        />
      ))}
    </Stack>
  );
}

/** Blocks of one type, for compositions that place each kind in a spot of their own. */
export function blocksOf<T extends BlockType>(
  blocks: readonly ContentBlock[],
  type: T,
): BlockOf<T>[] {
  return blocks.filter((block): block is BlockOf<T> => block.type === type);
}
