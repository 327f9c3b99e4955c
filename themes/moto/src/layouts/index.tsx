import { createLayouts } from '@mise/storefront';
import type { LayoutProps, ThemeDefinition } from '@mise/storefront';
import { ShopFrame } from '@mise/ui';
import { styled } from 'styled-components';
import { Brand, FRAME, Inner, SiteFooter, SiteHeader } from './parts.js';

/** A slim dark bar with the shop's name (heads the simple layout's narrow column). */
const SlimBar = styled.header`
  padding: ${({ theme }) => theme.spacing(3)} 0;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};

  a {
    color: inherit;
    text-decoration: none;
  }
`;

const Checkered = styled.div`
  height: ${({ theme }) => theme.spacing(2)};
  background: repeating-linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.secondary} 0 ${({ theme }) => theme.spacing(2)},
    ${({ theme }) => theme.colors.background} ${({ theme }) => theme.spacing(2)}
      ${({ theme }) => theme.spacing(4)}
  );
`;

/** maintenance: the message on a board in the dark pit. */
const Pit = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(6)};
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing(8)} ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
`;

const PitBrand = styled.p`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing(3)};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const PitBoard = styled.main`
  width: 100%;
  max-width: 560px;
  padding: ${({ theme }) => theme.spacing(8)};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

/** sample: the header and a chequered strip over the content, so a preview never passes for the live page. */
function SampleLayout({ children }: LayoutProps) {
  const header = (
    <>
      <SiteHeader />
      <Checkered />
    </>
  );
  return (
    <ShopFrame {...FRAME} header={header}>
      {children}
    </ShopFrame>
  );
}

/** default, simple (the brand bar over the narrow column) and invalid channel come from the frame. */
export const layouts: ThemeDefinition['layouts'] = createLayouts({
  frame: FRAME,
  Header: SiteHeader,
  Footer: SiteFooter,
  brandBar: { Bar: SlimBar, Row: Inner, Brand },
  sample: SampleLayout,
  maintenance: { Page: Pit, Name: PitBrand, Board: PitBoard },
});
