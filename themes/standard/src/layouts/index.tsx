import { createLayouts } from '@mise/storefront';
import type { ThemeDefinition } from '@mise/storefront';
import { styled } from 'styled-components';
import { FRAME, SiteFooter, SiteHeader } from './parts.js';

/** The shop name alone (login callbacks, popups): nowhere to wander off to. */
const QuietBrand = styled.header`
  padding: ${({ theme }) => theme.spacing(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

/** maintenance: the shop's name over a card on the surface colour. */
const Notice = styled.div`
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

const NoticeCard = styled.main`
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

/** default, simple (the brand bar over the narrow column), sample and invalid channel come from the frame. */
export const layouts: ThemeDefinition['layouts'] = createLayouts({
  frame: FRAME,
  Header: SiteHeader,
  Footer: SiteFooter,
  brandBar: { Bar: QuietBrand },
  maintenance: { Page: Notice, Name: NoticeShop, Board: NoticeCard },
});
