import { PageMeta, useStorefront } from '@mise/storefront';
import type { PageProps } from '@mise/storefront';
import { Heading, Link } from '@mise/ui';
import { styled } from 'styled-components';

const Hero = styled.section`
  padding: ${({ theme }) => theme.spacing(10)} ${({ theme }) => theme.spacing(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
`;

/** The standard shop's top page: welcome and the ways into the catalogue. */
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
    </>
  );
}
