import {
  blocksOf,
  ContentBlockView,
  PageMeta,
  PageNotice,
  useLayoutBlocks,
  useStorefront,
  VehicleSearch,
} from '@mise/storefront';
import type { PageProps } from '@mise/storefront';
import { Heading, Link } from '@mise/ui';
import { styled } from 'styled-components';

const Hero = styled.section`
  display: grid;
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
    margin: 0;
    max-width: 32em;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Section = styled.section`
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

/** Moto sections: a striped rule and link tiles on the dark secondary colour. */
const Block = styled(ContentBlockView)`
  margin-top: ${({ theme }) => theme.spacing(12)};

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

const Makers = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: ${({ theme }) => theme.spacing(5)} ${({ theme }) => theme.spacing(3)};
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    text-align: center;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Services = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.spacing(5)};
    border-top: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }
  p {
    margin: ${({ theme }) => theme.spacing(2)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

/** The makers riders shop by most; each opens that maker's parts. */
const MAKERS = [
  { key: 'honda', name: 'ホンダ' },
  { key: 'yamaha', name: 'ヤマハ' },
  { key: 'suzuki', name: 'スズキ' },
  { key: 'kawasaki', name: 'カワサキ' },
  { key: 'harley-davidson', name: 'ハーレーダビッドソン' },
  { key: 'ducati', name: 'ドゥカティ' },
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
  const { theme } = useStorefront();
  const blocks = useLayoutBlocks('top');
  const [showcase] = blocksOf(blocks, 'banners');
  const rest = blocks.filter((block) => block !== showcase);
  return (
    <>
      <PageMeta
        title={route.title}
        description={`${theme.siteName}は、バイク用パーツ・用品を適合情報つきでお届けする専門店です。`}
      />
      {/* The site-wide caution (偽サイトへの注意) greets visitors where they arrive. */}
      <PageNotice code="caution" />
      <Hero>
        <Heading level={1}>愛車に合うパーツを、確かな適合情報とともに。</Heading>
        <p>マフラーから消耗品まで、メーカー・車種・年式で適合を確かめてからお選びいただけます。</p>
        <Actions>
          <Link href="/product" variant="primary" size="lg">
            パーツを探す
          </Link>
          <Link href="/fitment" variant="secondary" size="lg">
            適合確認について
          </Link>
        </Actions>
      </Hero>
      <Fitment>
        <VehicleSearch maker="" vehicle="" year="" />
      </Fitment>
      {showcase && <Showcase block={showcase} priority />}
      {rest.map((block, index) => (
        <Block key={`${block.type}-${index}`} block={block} />
      ))}

      <Section aria-labelledby="top-makers">
        <Heading level={2} id="top-makers">
          メーカーから探す
        </Heading>
        <Makers>
          {MAKERS.map((maker) => (
            <li key={maker.key}>
              <Link href={`/maker/${maker.key}`}>{maker.name}</Link>
            </li>
          ))}
          <li>
            <Link href="/maker">すべてのメーカー</Link>
          </li>
        </Makers>
      </Section>

      <Section aria-labelledby="top-services">
        <Heading level={2} id="top-services">
          ライダーのためのサービス
        </Heading>
        <Services>
          {SERVICES.map((service) => (
            <li key={service.href}>
              <Link href={service.href}>{service.label}</Link>
              <p>{service.note}</p>
            </li>
          ))}
        </Services>
      </Section>
    </>
  );
}
