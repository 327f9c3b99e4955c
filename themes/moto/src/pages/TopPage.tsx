import {
  blocksOf,
  ContentBlocks,
  ContentBlockView,
  TopPageHead,
  useLayoutBlocks,
  VehicleSearch,
} from '@mise/storefront';
import type { PageProps } from '@mise/storefront';
import { Intro, Link, LinkCards, LinkTiles, TitledSection } from '@mise/ui';
import { styled } from 'styled-components';

const Hero = styled(Intro)`
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(12)} ${({ theme }) => theme.spacing(8)};
  background: linear-gradient(
    115deg,
    ${({ theme }) => theme.colors.secondary} 0 64%,
    ${({ theme }) => theme.colors.primary} 64% 67%,
    ${({ theme }) => theme.colors.accent} 67% 68%,
    ${({ theme }) => theme.colors.secondary} 68%
  );
  color: ${({ theme }) => theme.colors.onSecondary};

  h1 {
    max-width: 18em;
    color: inherit;
  }
  p {
    max-width: 32em;
  }
`;

const Section = styled(TitledSection)`
  margin-top: ${({ theme }) => theme.spacing(12)};

  h2 {
    margin-bottom: ${({ theme }) => theme.spacing(5)};
    padding-left: ${({ theme }) => theme.spacing(3)};
    border-left: 6px solid ${({ theme }) => theme.colors.accent};
  }
`;

/** 車種から探す right under the hero: what riders come to a parts shop for first. */
const Fitment = styled.div`
  margin-top: ${({ theme }) => theme.spacing(6)};
`;

/** The main banners run the full width under the hero, edge to edge. */
const Showcase = styled(ContentBlockView)`
  margin-top: ${({ theme }) => theme.spacing(6)};

  div[aria-live] {
    border-radius: 0;
  }
`;

const Blocks = styled(ContentBlocks)`
  gap: ${({ theme }) => theme.spacing(12)};
  margin-top: ${({ theme }) => theme.spacing(12)};
`;

/** Moto sections: a striped rule and link tiles on the dark secondary colour. */
const Block = styled(ContentBlockView)`
  h2 {
    padding-left: ${({ theme }) => theme.spacing(3)};
    border-left: 6px solid ${({ theme }) => theme.colors.accent};
    text-transform: uppercase;
  }
  nav a {
    border: 0;
    border-radius: 0;
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    text-align: center;
  }
  nav a:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The makers riders shop by most, each opening that maker's parts, then all of them. */
const MAKERS = [
  { href: '/maker/honda', label: 'ホンダ' },
  { href: '/maker/yamaha', label: 'ヤマハ' },
  { href: '/maker/suzuki', label: 'スズキ' },
  { href: '/maker/kawasaki', label: 'カワサキ' },
  { href: '/maker/harley-davidson', label: 'ハーレーダビッドソン' },
  { href: '/maker/ducati', label: 'ドゥカティ' },
  { href: '/maker', label: 'すべてのメーカー' },
];

const SERVICES = [
  {
    href: '/catalog-order',
    label: 'カタログ請求',
    note: '最新のパーツカタログを無料でお送りします。',
  },
  {
    href: '/stylist',
    label: 'スタイリストに相談',
    note: 'ウェアやヘルメット選びをスタッフがお手伝いします。',
  },
  {
    href: '/mypage/memorial',
    label: '納車日・車検日の登録',
    note: '時期が近づいたらメンテナンス用品のクーポンをお届けします。',
  },
  {
    href: '/mypage/measurement',
    label: '採寸データ',
    note: 'ウェアのサイズ選びに使う採寸データを登録できます。',
  },
  {
    href: '/mypage/name-embroidery',
    label: 'ネーム刺繍',
    note: 'レーシングスーツやジャケットへの刺繍内容を登録できます。',
  },
  {
    href: '/faq',
    label: 'よくあるご質問',
    note: '適合・お取り付け・配送についてのご質問にお答えします。',
  },
];

/**
 * The motorcycle-parts shop's top page: the hero, the main banners edge to edge, the shop's
 * other layout blocks (parts by category as dark tiles, new arrivals, touring picks, news),
 * then parts by maker and the riders' services.
 */
export function TopPage({ route }: PageProps) {
  const blocks = useLayoutBlocks('top');
  const [showcase] = blocksOf(blocks, 'banners');
  const rest = blocks.filter((block) => block !== showcase);
  return (
    <>
      <TopPageHead
        title={route.title}
        about="バイク用パーツ・用品を適合情報つきでお届けする専門店です。"
      />
      <Hero
        title="愛車に合うパーツを、確かな適合情報とともに。"
        text="マフラーから消耗品まで、メーカー・車種・年式で適合を確かめてからお選びいただけます。"
        actions={
          <>
            <Link href="/product" variant="primary" size="lg">
              パーツを探す
            </Link>
            <Link href="/fitment" variant="secondary" size="lg">
              適合確認について
            </Link>
          </>
        }
      />
      <Fitment>
        <VehicleSearch maker="" vehicle="" year="" />
      </Fitment>
      {showcase && <Showcase block={showcase} priority />}
      <Blocks blocks={rest} Block={Block} priority={false} />

      <Section title="メーカーから探す" id="top-makers">
        <LinkTiles links={MAKERS} variant="solid" minWidth={160} />
      </Section>

      <Section title="ライダーのためのサービス" id="top-services">
        <LinkCards items={SERVICES} variant="ruled" minWidth={240} />
      </Section>
    </>
  );
}
