import { Breadcrumbs, Heading } from '@mise/ui';
import type { BreadcrumbItem } from '@mise/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { PageMeta } from '../kit/index.js';

const Page = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};

  ${({ theme, $compact }) =>
    $compact
      ? `@media (max-width: ${theme.breakpoints.sm}px) {
          gap: ${theme.spacing(3)};
          /* The trail keeps to one line (it scrolls sideways), the name to a smaller size. */
          & > nav ol {
            flex-wrap: nowrap;
            overflow-x: auto;
            white-space: nowrap;
            scrollbar-width: none;
          }
          & > h1 {
            font-size: ${theme.typography.sizes.xl};
          }
        }`
      : ''}
`;

/** Title, meta tags, trail and heading of a catalogue page. */
export function CatalogFrame({
  title,
  heading = title,
  description,
  image,
  trail = [],
  noIndex = false,
  compactOnPhone = false,
  children,
}: {
  title: string;
  /** The page's h1 when it differs from the document title. */
  heading?: string;
  description?: string;
  /** Absolute URL of the page's picture (og:image). */
  image?: string;
  /** Pages between the top page and this one. */
  trail?: BreadcrumbItem[];
  noIndex?: boolean;
  /**
   * On a phone: the trail on one line, the heading smaller and the parts closer, so that what
   * the page shows first (a product's picture, price and cart button) fits the first screen.
   */
  compactOnPhone?: boolean;
  children: ReactNode;
}) {
  return (
    <Page $compact={compactOnPhone}>
      <PageMeta title={title} description={description} image={image} noIndex={noIndex} />
      <Breadcrumbs items={[{ label: 'トップ', to: '/' }, ...trail, { label: heading }]} />
      <Heading level={1}>{heading}</Heading>
      {children}
    </Page>
  );
}

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
