import { useStorefront } from '@mise/storefront';
import type { LayoutProps, ThemeDefinition } from '@mise/storefront';
import { Link } from '@mise/ui';
import { styled } from 'styled-components';
import { Main, Narrow, Page, SiteHeader } from './parts.js';

const QuietBrand = styled.header`
  padding: ${({ theme }) => theme.spacing(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Notice = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(6)};
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing(16)} ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.surface};
`;

const NoticeShop = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const NoticeCard = styled.div`
  width: 100%;
  max-width: 560px;
  padding: ${({ theme }) => theme.spacing(8)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** default: header, content, footer. */
function DefaultLayout({ children }: LayoutProps) {
  return <Page>{children}</Page>;
}

/** simple: the shop name alone above the content (login callbacks, popups): nowhere to wander off to. */
function SimpleLayout({ children }: LayoutProps) {
  const { theme } = useStorefront();
  return (
    <>
      <QuietBrand>
        <Link href="/">{theme.siteName}</Link>
      </QuietBrand>
      <Narrow>{children}</Narrow>
    </>
  );
}

/** sample: header only, for previews of content. */
function SampleLayout({ children }: LayoutProps) {
  return (
    <>
      <SiteHeader />
      <Main>{children}</Main>
    </>
  );
}

/**
 * maintenance: the shop's name over the message and no links, because every page but this
 * one answers 503 until the work is done.
 */
function MaintenanceLayout({ children }: LayoutProps) {
  const { theme } = useStorefront();
  return (
    <Notice>
      <NoticeShop>{theme.siteName}</NoticeShop>
      <NoticeCard>{children}</NoticeCard>
    </Notice>
  );
}

/** invalid channel: the 404 page without the shop's name, since the API knows no such shop. */
function InvalidChannelLayout({ children }: LayoutProps) {
  return <Narrow>{children}</Narrow>;
}

export const layouts: ThemeDefinition['layouts'] = {
  default: DefaultLayout,
  simple: SimpleLayout,
  sample: SampleLayout,
  maintenance: MaintenanceLayout,
  invalidChannel: InvalidChannelLayout,
};
