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

const Title = styled.h1`
  margin: ${({ theme }) => theme.spacing(3)} 0 ${({ theme }) => theme.spacing(5)};
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  line-height: 1.4;
`;

const Column = styled.div`
  max-width: 960px;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** A document page: the trail, a ruled title bar and a compact text column. */
export function PageTemplate({ title, description, trail = [], children }: PageTemplateProps) {
  return (
    <article>
      <PageMeta title={title} description={description} />
      <Breadcrumbs items={[{ label: 'トップ', to: '/' }, ...trail, { label: title }]} />
      <Title>{title}</Title>
      <Column>{children}</Column>
    </article>
  );
}
