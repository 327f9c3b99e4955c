import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import type { BreadcrumbItem } from '../components/Breadcrumbs.js';

/**
 * How the title stands out: `underline` (a rule under it), `bar` (a shaded bar with a stripe at
 * the start) or `band` (a dark band above the trail).
 */
export type PageTitleVariant = 'underline' | 'bar' | 'band';

/** The look of a page template: what a theme chooses once for all its pages. */
export type PageTemplateStyle = {
  variant?: PageTitleVariant;
  /** Widest the text column gets, in px. */
  width?: number;
  /** The whole page (trail, title, text) sits in the centred column, not only the text. */
  centered?: boolean;
  /** Smaller body text (document-like pages). */
  compact?: boolean;
};

export type PageTemplateProps = PageTemplateStyle & {
  title: string;
  /** Pages between the top page and this one. */
  trail?: BreadcrumbItem[];
  children: ReactNode;
};

type Look = { $variant: PageTitleVariant; $width: number; $centered: boolean; $compact: boolean };

const Article = styled.article<Pick<Look, '$width' | '$centered'>>`
  ${({ $centered, $width }) =>
    $centered &&
    css`
      max-width: ${$width}px;
      margin: 0 auto;
    `}
`;

const Band = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(6)};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
`;

const titleLooks = {
  underline: css`
    margin: ${({ theme }) => theme.spacing(4)} 0 ${({ theme }) => theme.spacing(6)};
    padding-bottom: ${({ theme }) => theme.spacing(3)};
    border-bottom: 3px solid ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    line-height: 1.4;
  `,
  bar: css`
    margin: ${({ theme }) => theme.spacing(3)} 0 ${({ theme }) => theme.spacing(5)};
    padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    line-height: 1.4;
  `,
  band: css`
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing(3)};
    border-left: 6px solid ${({ theme }) => theme.colors.accent};
    color: inherit;
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    line-height: 1.3;
  `,
};

const Title = styled.h1<Pick<Look, '$variant'>>`
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  ${({ $variant }) => titleLooks[$variant]}
`;

const Body = styled.div<Omit<Look, '$centered'>>`
  max-width: ${({ $width }) => $width}px;
  ${({ $variant, theme }) => $variant === 'band' && `margin-top: ${theme.spacing(8)};`}
  ${({ $compact, theme }) => $compact && `font-size: ${theme.typography.sizes.sm};`}
`;

/**
 * A page of reading matter: the trail from the top page, the title and one text column. One
 * component for every theme; a theme picks its look with the style props.
 */
export function PageTemplate({
  title,
  trail = [],
  variant = 'underline',
  width = 800,
  centered = false,
  compact = false,
  children,
}: PageTemplateProps) {
  const crumbs = <Breadcrumbs items={[{ label: 'トップ', to: '/' }, ...trail, { label: title }]} />;
  const heading = <Title $variant={variant}>{title}</Title>;
  return (
    <Article $width={width} $centered={centered}>
      {variant === 'band' ? (
        <>
          <Band>{heading}</Band>
          {crumbs}
        </>
      ) : (
        <>
          {crumbs}
          {heading}
        </>
      )}
      <Body $variant={variant} $width={width} $compact={compact}>
        {children}
      </Body>
    </Article>
  );
}
