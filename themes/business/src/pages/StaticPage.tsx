import { selectStaticPage, useAppSelector } from '@mise/store';
import { PageTemplate, SlugPage, useSlugPageKind } from '@mise/storefront';
import { RichContent } from '@mise/ui';

/**
 * A page the shop writes itself (/guide, /law, …): its text in the reading column. A landing
 * page at the same kind of address shows its blocks as every theme does.
 */
export function StaticPage() {
  const kind = useSlugPageKind();
  const page = useAppSelector(selectStaticPage);
  if (kind === 'landing') return <SlugPage />;
  if (!page) return null;
  return (
    <PageTemplate title={page.title} description={page.description || undefined}>
      <RichContent html={page.body} as="section" />
    </PageTemplate>
  );
}
