import { PageMeta } from '@mise/storefront';
import { Breadcrumbs, Heading } from '@mise/ui';
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

const Column = styled.article`
  max-width: 800px;
  margin: 0 auto;
`;

const Title = styled(Heading)`
  margin: ${({ theme }) => theme.spacing(4)} 0 ${({ theme }) => theme.spacing(6)};
  padding-bottom: ${({ theme }) => theme.spacing(3)};
  border-bottom: 3px solid ${({ theme }) => theme.colors.secondary};
`;

/** A page of reading matter: the trail, the title and one comfortable text column. */
export function PageTemplate({ title, description, trail = [], children }: PageTemplateProps) {
  return (
    <Column>
      <PageMeta title={title} description={description} />
      <Breadcrumbs items={[{ label: 'トップ', to: '/' }, ...trail, { label: title }]} />
      <Title level={1}>{title}</Title>
      {children}
    </Column>
  );
}
