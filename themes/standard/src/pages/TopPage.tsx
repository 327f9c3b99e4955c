import {
  ContentBlockView,
  PageMeta,
  PageNotice,
  useLayoutBlocks,
  useStorefront,
} from '@mise/storefront';
import type { PageProps } from '@mise/storefront';
import { Heading, Link } from '@mise/ui';
import { styled } from 'styled-components';

const Welcome = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.spacing(6)};

  h1 {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Blocks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(12)};
`;

/** Sections of the standard look: soft cards with a coloured rule under each heading. */
const Block = styled(ContentBlockView)`
  h2 {
    padding-bottom: ${({ theme }) => theme.spacing(2)};
    border-bottom: 3px solid ${({ theme }) => theme.colors.secondary};
  }
`;

const Guide = styled.section`
  margin-top: ${({ theme }) => theme.spacing(10)};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  margin: ${({ theme }) => theme.spacing(4)} 0 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  p {
    margin: ${({ theme }) => theme.spacing(2)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

/** The shop's own pages a first-time shopper looks for. */
const GUIDES = [
  { href: '/guide', label: 'ご利用ガイド', note: 'ご注文の流れとお支払い方法' },
  { href: '/shipping', label: '配送・送料について', note: 'お届け日数と日時の指定' },
  { href: '/returns', label: '返品・交換について', note: '不良品・誤送品のご連絡' },
  { href: '/gift', label: 'ギフトラッピング', note: 'のしとメッセージカード' },
];

/**
 * The standard shop's top page: a one-line welcome, then the shop's layout blocks in its own
 * order (main banners, notice, recommendations, sub banners, new arrivals, news, categories),
 * then the shopping guide.
 */
export function TopPage({ route }: PageProps) {
  const { theme } = useStorefront();
  const blocks = useLayoutBlocks('top');
  return (
    <>
      <PageMeta
        title={route.title}
        description={`${theme.siteName}は、毎日の暮らしに役立つ商品をお届けするオンラインショップです。`}
      />
      {/* The site-wide caution (偽サイトへの注意) greets visitors where they arrive. */}
      <PageNotice code="caution" />
      <Welcome>
        <div>
          <Heading level={1}>{theme.siteName}へようこそ</Heading>
          <p>毎日の暮らしに役立つ商品を、全国へお届けします。</p>
        </div>
        <Link href="/product" variant="primary">
          商品を探す
        </Link>
      </Welcome>
      <Blocks>
        {blocks.map((block, index) => (
          <Block key={`${block.type}-${index}`} block={block} priority={index === 0} />
        ))}
      </Blocks>
      <Guide aria-labelledby="top-guide">
        <Heading level={2} id="top-guide">
          はじめての方へ
        </Heading>
        <Cards>
          {GUIDES.map((guide) => (
            <Card key={guide.href}>
              <Link href={guide.href}>{guide.label}</Link>
              <p>{guide.note}</p>
            </Card>
          ))}
        </Cards>
      </Guide>
    </>
  );
}
