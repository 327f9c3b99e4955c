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
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.spacing(6)};
  margin-top: ${({ theme }) => theme.spacing(3)};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Body = styled.div`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding-bottom: ${({ theme }) => theme.spacing(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  line-height: 1.4;
`;

const Blank = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
`;

/** What the media column shows for an item without images. */
export function NoImage() {
  return <Blank>画像はありません</Blank>;
}

/** A detail page: a narrower picture column beside the specification column (stacked on phones). */
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
