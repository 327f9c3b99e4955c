import { createLayouts, useStorefront } from '@mise/storefront';
import type { LayoutProps, ThemeDefinition } from '@mise/storefront';
import { SiteMain } from '@mise/ui';
import { styled } from 'styled-components';
import { Brand, FRAME, Inner, SiteFooter, SiteHeader } from './parts.js';

const Bar = styled.header`
  padding: ${({ theme }) => theme.spacing(3)} 0;
  border-bottom: 3px solid ${({ theme }) => theme.colors.primary};
`;

const Sheet = styled(SiteMain)`
  margin-top: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const Desk = styled.div`
  min-height: 100vh;
  padding-bottom: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.surface};
  /* Keeps the sheet's and the notice's margins inside the grey, not above it. */
  display: flow-root;
`;

const Memo = styled.main`
  max-width: 640px;
  margin: ${({ theme }) => theme.spacing(12)} auto;
  padding: ${({ theme }) => theme.spacing(6)};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const ShopName = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The shop's name alone, above pages that must not lead elsewhere. */
function BrandBar() {
  const { theme } = useStorefront();
  return (
    <Bar>
      <Inner>
        <Brand href="/">{theme.siteName}</Brand>
      </Inner>
    </Bar>
  );
}

/** sample: the full header over the content on a bordered sheet, as it will print for approval. */
function SampleLayout({ children }: LayoutProps) {
  return (
    <Desk>
      <SiteHeader />
      <Sheet $width={FRAME.width} $padding={FRAME.padding}>
        {children}
      </Sheet>
    </Desk>
  );
}

/**
 * maintenance: a business notice on a grey desk, no links (every other page answers 503
 * until the work is done).
 */
function MaintenanceLayout({ children }: LayoutProps) {
  const { theme } = useStorefront();
  return (
    <Desk>
      <Memo>
        <ShopName>{theme.siteName}</ShopName>
        {children}
      </Memo>
    </Desk>
  );
}

/** default, simple (the brand bar over the narrow column) and invalid channel come from the frame. */
export const layouts: ThemeDefinition['layouts'] = createLayouts({
  frame: FRAME,
  Header: SiteHeader,
  Footer: SiteFooter,
  BrandBar,
  sample: SampleLayout,
  maintenance: MaintenanceLayout,
});
