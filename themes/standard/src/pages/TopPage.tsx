import {
  ContentBlocks,
  ContentBlockView,
  TopPageHead,
  useLayoutBlocks,
  useStorefront,
} from '@mise/storefront';
import type { PageProps } from '@mise/storefront';
import { Heading, Link, LinkCards, TitledSection } from '@mise/ui';
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

const Blocks = styled(ContentBlocks)`
  gap: ${({ theme }) => theme.spacing(12)};
`;

/** Sections of the standard look: soft cards with a coloured rule under each heading. */
const Block = styled(ContentBlockView)`
  h2 {
    padding-bottom: ${({ theme }) => theme.spacing(2)};
    border-bottom: 3px solid ${({ theme }) => theme.colors.secondary};
  }
`;

const Guide = styled(TitledSection)`
  margin-top: ${({ theme }) => theme.spacing(10)};
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
      <TopPageHead
        title={route.title}
        about="毎日の暮らしに役立つ商品をお届けするオンラインショップです。"
      />
      <Welcome>
        <div>
          <Heading level={1}>{theme.siteName}へようこそ</Heading>
          <p>毎日の暮らしに役立つ商品を、全国へお届けします。</p>
        </div>
        <Link href="/product" variant="primary">
          商品を探す
        </Link>
      </Welcome>
      <Blocks blocks={blocks} Block={Block} />
      <Guide title="はじめての方へ" id="top-guide">
        <LinkCards items={GUIDES} />
      </Guide>
    </>
  );
}
