import { createLayouts } from '@mise/storefront';
import type { LayoutProps, ThemeDefinition } from '@mise/storefront';
import { SiteMain } from '@mise/ui';
import { css, styled } from 'styled-components';
import { Brand, FRAME, Inner, SiteFooter, SiteHeader } from './parts.js';

/** The shop's name alone, above pages that must not lead elsewhere. */
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

/**
 * maintenance: a business memo on the grey desk, the shop's name at its head (two boxes that
 * read as one sheet: the name, then the notice as the main landmark).
 */
const memo = css`
  max-width: 640px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing(6)};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const MemoHead = styled.p`
  ${memo}
  margin-top: ${({ theme }) => theme.spacing(12)};
  padding-top: ${({ theme }) => theme.spacing(6)};
  padding-bottom: ${({ theme }) => theme.spacing(4)};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Memo = styled.main`
  ${memo}
  margin-bottom: ${({ theme }) => theme.spacing(12)};
  padding-bottom: ${({ theme }) => theme.spacing(6)};
`;

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

/** default, simple (the brand bar over the narrow column) and invalid channel come from the frame. */
export const layouts: ThemeDefinition['layouts'] = createLayouts({
  frame: FRAME,
  Header: SiteHeader,
  Footer: SiteFooter,
  brandBar: { Bar, Row: Inner, Brand },
  sample: SampleLayout,
  maintenance: { Page: Desk, Name: MemoHead, Board: Memo },
});
