import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import type { BreadcrumbItem } from '../components/Breadcrumbs.js';

/** The title over the item's text: `plain`, over a thin `rule`, or over a `heavy` rule. */
export type ItemTitleVariant = 'plain' | 'rule' | 'heavy';

/** How much room: `compact` (smaller text, tight gaps), `regular` or `roomy`. */
export type ItemDensity = 'compact' | 'regular' | 'roomy';

/** The look of a single-item template: what a theme chooses once for all its detail pages. */
export type SingleItemTemplateStyle = {
  /** Widths of the media and body columns, e.g. [2, 3]: a narrower picture column. */
  columns?: readonly [number, number];
  /** Below this breakpoint the columns stack (media first). */
  stackBelow?: 'sm' | 'md';
  titleVariant?: ItemTitleVariant;
  density?: ItemDensity;
};

export type SingleItemTemplateProps = SingleItemTemplateStyle & {
  title: string;
  /** Pages between the top page and this one (usually the list the item belongs to). */
  trail?: BreadcrumbItem[];
  /** Images of the item, or NoImage. */
  media: ReactNode;
  children: ReactNode;
};

/** Gap between the columns, gap when stacked and space above them, in spacing steps. */
const ROOM: Record<ItemDensity, { gap: number; stacked: number; top: number }> = {
  compact: { gap: 6, stacked: 6, top: 3 },
  regular: { gap: 8, stacked: 4, top: 4 },
  roomy: { gap: 10, stacked: 6, top: 6 },
};

const Columns = styled.div<{
  $columns: readonly [number, number];
  $stackBelow: 'sm' | 'md';
  $density: ItemDensity;
}>`
  display: grid;
  grid-template-columns: ${({ $columns: [media, body] }) =>
    `minmax(0, ${media}fr) minmax(0, ${body}fr)`};
  gap: ${({ theme, $density }) => theme.spacing(ROOM[$density].gap)};
  margin-top: ${({ theme, $density }) => theme.spacing(ROOM[$density].top)};

  @media (max-width: ${({ theme, $stackBelow }) => theme.breakpoints[$stackBelow]}px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme, $density }) => theme.spacing(ROOM[$density].stacked)};
  }
`;

const Body = styled.div<{ $density: ItemDensity }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  ${({ $density, theme }) => $density === 'compact' && `font-size: ${theme.typography.sizes.sm};`}
`;

const titleLooks = {
  plain: css`
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    line-height: 1.4;
  `,
  rule: css`
    padding-bottom: ${({ theme }) => theme.spacing(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    line-height: 1.4;
  `,
  heavy: css`
    padding-bottom: ${({ theme }) => theme.spacing(3)};
    border-bottom: 4px solid ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    line-height: 1.3;
  `,
};

const Title = styled.h1<{ $variant: ItemTitleVariant }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  ${({ $variant }) => titleLooks[$variant]}
`;

/**
 * A detail page: the trail, then the item's media beside its title and text (stacked on small
 * screens). One component for every theme; a theme picks its look with the style props.
 */
export function SingleItemTemplate({
  title,
  trail = [],
  media,
  columns = [1, 1],
  stackBelow = 'sm',
  titleVariant = 'plain',
  density = 'regular',
  children,
}: SingleItemTemplateProps) {
  return (
    <article>
      <Breadcrumbs items={[{ label: 'トップ', to: '/' }, ...trail, { label: title }]} />
      <Columns $columns={columns} $stackBelow={stackBelow} $density={density}>
        <div>{media}</div>
        <Body $density={density}>
          <Title $variant={titleVariant}>{title}</Title>
          {children}
        </Body>
      </Columns>
    </article>
  );
}

/** `soft` (a light panel), `outlined` (a dashed frame) or `solid` (the dark secondary colour). */
export type NoImageVariant = 'soft' | 'outlined' | 'solid';

export type NoImageProps = {
  variant?: NoImageVariant;
  /** `square`, or `landscape` (4:3). */
  shape?: 'square' | 'landscape';
};

const blankLooks = {
  soft: css`
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  `,
  outlined: css`
    border: 1px dashed ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.xs};
  `,
  solid: css`
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  `,
};

const Blank = styled.div<{ $variant: NoImageVariant; $shape: 'square' | 'landscape' }>`
  display: grid;
  place-items: center;
  aspect-ratio: ${({ $shape }) => ($shape === 'square' ? '1' : '4 / 3')};
  ${({ $variant }) => blankLooks[$variant]}
`;

/** What the media column shows for an item without images. */
export function NoImage({ variant = 'soft', shape = 'square' }: NoImageProps) {
  return (
    <Blank $variant={variant} $shape={shape}>
      画像はありません
    </Blank>
  );
}
