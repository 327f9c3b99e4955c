import { PageMeta, useStorefront } from '@mise/storefront';
import type { PageProps } from '@mise/storefront';
import { Heading, Link } from '@mise/ui';
import { styled } from 'styled-components';

const Hero = styled.section`
  padding: ${({ theme }) => theme.spacing(10)} ${({ theme }) => theme.spacing(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};

  h1 {
    color: inherit;
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

/** The standard shop's top page: a welcome, the way into the catalogue and the shopping guide. */
export function TopPage({ route }: PageProps) {
  const { theme } = useStorefront();
  return (
    <>
      <PageMeta
        title={route.title}
        description={`${theme.siteName}は、毎日の暮らしに役立つ商品をお届けするオンラインショップです。`}
      />
      <Hero>
        <Heading level={1}>{theme.siteName}へようこそ</Heading>
        <p>毎日の暮らしに役立つ商品を、全国へお届けします。</p>
        <Link href="/product" variant="primary">
          商品を探す
        </Link>
      </Hero>
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
