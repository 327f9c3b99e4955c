import type { StaticPage as StaticPageData } from '@mise/api-client';
import { PageTemplate } from '@mise/storefront';
import { DateText, RichContent } from '@mise/ui';
import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';

const Revised = styled.p`
  margin: ${({ theme }) => theme.spacing(8)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  text-align: right;
`;

/**
 * A page the shop writes itself (/guide, /business-terms, …). Buyers file terms of trade, so
 * the page says when it last changed.
 */
export function StaticPage() {
  const page = useLoaderData<StaticPageData>();
  return (
    <PageTemplate title={page.title} description={page.description || undefined}>
      <RichContent html={page.body} as="section" />
      <Revised>
        最終更新日：
        <DateText value={page.updated_at} />
      </Revised>
    </PageTemplate>
  );
}
