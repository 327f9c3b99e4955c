import { PageMeta } from '@mise/storefront';
import { Breadcrumbs } from '@mise/ui';
import type { BreadcrumbItem } from '@mise/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export type PageTemplateProps = {
  title: string;
  /** Meta description; the shared one ("…のページです") when not given. */
  description?: string;
  /** Pages between the top page and this one. */
  trail?: BreadcrumbItem[];
  children: ReactNode;
};

const Band = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(6)};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
`;

const Title = styled.h1`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing(3)};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  color: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: 1.3;
`;

const Column = styled.div`
  max-width: 880px;
  margin-top: ${({ theme }) => theme.spacing(8)};
`;

/** A page to read: a dark title band, the trail under it and the text column. */
export function PageTemplate({ title, description, trail = [], children }: PageTemplateProps) {
  return (
    <article>
      <PageMeta title={title} description={description} />
      <Band>
        <Title>{title}</Title>
      </Band>
      <Breadcrumbs items={[{ label: 'トップ', to: '/' }, ...trail, { label: title }]} />
      <Column>{children}</Column>
    </article>
  );
}
