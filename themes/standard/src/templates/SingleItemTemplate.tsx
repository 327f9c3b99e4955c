import { PageMeta } from '@mise/storefront';
import { Breadcrumbs, Heading } from '@mise/ui';
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
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(8)};
  margin-top: ${({ theme }) => theme.spacing(4)};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(4)};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const Blank = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** What the media column shows for an item without images. */
export function NoImage() {
  return <Blank>画像はありません</Blank>;
}

/** A detail page: the trail, then the item's images beside its title and text (stacked on phones). */
export function SingleItemTemplate({
  title,
  description,
  trail = [],
  media,
  children,
}: SingleItemTemplateProps) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <Breadcrumbs items={[{ label: 'トップ', to: '/' }, ...trail, { label: title }]} />
      <Columns>
        <div>{media}</div>
        <Body>
          <Heading level={1}>{title}</Heading>
          {children}
        </Body>
      </Columns>
    </>
  );
}
