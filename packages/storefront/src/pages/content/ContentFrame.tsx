import { Breadcrumbs, Heading } from '@mise/ui';
import type { BreadcrumbItem } from '@mise/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { PageMeta } from '../../kit/index.js';

/** The column of a content page: its parts one under another. */
export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

/** A quiet line of a content page (a hint, a date). */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** Title, trail and heading of a content page. */
export function ContentFrame({
  title,
  description,
  trail = [],
  children,
}: {
  title: string;
  description?: string;
  trail?: BreadcrumbItem[];
  children: ReactNode;
}) {
  return (
    <Frame>
      <PageMeta title={title} description={description} />
      <Breadcrumbs items={[{ label: 'トップ', to: '/' }, ...trail, { label: title }]} />
      <Heading level={1}>{title}</Heading>
      {children}
    </Frame>
  );
}
