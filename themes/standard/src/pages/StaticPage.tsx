import type { StaticPage as StaticPageData } from '@mise/api-client';
import { PageTemplate } from '@mise/storefront';
import { RichContent } from '@mise/ui';
import { useLoaderData } from 'react-router-dom';

/** A page the shop writes itself (/guide, /law, …): its text in the reading column. */
export function StaticPage() {
  const page = useLoaderData<StaticPageData>();
  return (
    <PageTemplate title={page.title} description={page.description || undefined}>
      <RichContent html={page.body} as="section" />
    </PageTemplate>
  );
}
