import { createLayouts, useStorefront } from '@mise/storefront';
import type { LayoutProps, ThemeDefinition } from '@mise/storefront';
import { Link } from '@mise/ui';
import { styled } from 'styled-components';
import { FRAME, SiteFooter, SiteHeader } from './parts.js';

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

/** The shop name alone (login callbacks, popups): nowhere to wander off to. */
function BrandBar() {
  const { theme } = useStorefront();
  return (
    <QuietBrand>
      <Link href="/">{theme.siteName}</Link>
    </QuietBrand>
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

/** default, simple (the brand bar over the narrow column), sample and invalid channel come from the frame. */
export const layouts: ThemeDefinition['layouts'] = createLayouts({
  frame: FRAME,
  Header: SiteHeader,
  Footer: SiteFooter,
  BrandBar,
  maintenance: MaintenanceLayout,
});
