import { PageMeta } from '@mise/storefront';
import { Breadcrumbs } from '@mise/ui';
import type { BreadcrumbItem } from '@mise/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export type SingleItemTemplateProps = {
  title: string;
  description?: string;
  /** Pages between the top page and this one (usually the list the item belongs to). */
  trail?: BreadcrumbItem[];
  /** Images of the item, or the theme's no-image panel. */
  media: ReactNode;
  children: ReactNode;
};

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.spacing(10)};
  margin-top: ${({ theme }) => theme.spacing(6)};

  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(6)};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const Title = styled.h1`
  margin: 0;
  padding-bottom: ${({ theme }) => theme.spacing(3)};
  border-bottom: 4px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: 1.3;
`;

const Blank = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

/** What the media column shows for an item without images. */
export function NoImage() {
  return <Blank>画像はありません</Blank>;
}

/**
 * A detail page: a wide picture column (riders look at the part before the text) beside the
 * title and details; stacked below tablet width.
 */
export function SingleItemTemplate({
  title,
  description,
  trail = [],
  media,
  children,
}: SingleItemTemplateProps) {
  return (
    <article>
      <PageMeta title={title} description={description} />
      <Breadcrumbs items={[{ label: 'トップ', to: '/' }, ...trail, { label: title }]} />
      <Columns>
        <div>{media}</div>
        <Body>
          <Title>{title}</Title>
          {children}
        </Body>
      </Columns>
    </article>
  );
}
