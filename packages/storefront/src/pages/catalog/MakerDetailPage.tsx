import { selectMaker, useAppSelector } from '@mise/store';
import { Heading, Link, RichContent } from '@mise/ui';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useStorefront } from '../../kit/index.js';
import type { PageProps } from '../../kit/index.js';
import { CatalogFrame, Section } from '../../shared/CatalogFrame.js';
import { plainText } from './components/ProductJsonLd.js';
import { ProductResults } from './components/ProductResults.js';
import { parseSearch } from './search.js';

/** /maker/{key}: the maker's profile and its products (15 a page, order and page in the URL). */
export function MakerDetailPage({ route }: PageProps) {
  const { origin } = useStorefront();
  const { key = '' } = useParams();
  const location = useLocation();
  const maker = useAppSelector(selectMaker);
  // The maker is the page's own; the query holds only the order and the page.
  const search = useMemo(
    () => ({ ...parseSearch(new URLSearchParams(location.search)), maker: '' }),
    [location.search],
  );
  if (!maker || maker.key !== key) return <CatalogFrame title={route.title}>{null}</CatalogFrame>;
  const base = `/maker/${encodeURIComponent(key)}`;
  return (
    <CatalogFrame
      title={maker.name}
      trail={[{ label: 'メーカー一覧', to: '/maker' }]}
      description={plainText(maker.description).slice(0, 120) || undefined}
      image={maker.image ? `${origin}${maker.image.path}` : undefined}
    >
      {maker.description && <RichContent html={maker.description} />}
      {maker.url && (
        <p>
          <Link href={maker.url}>公式サイト</Link>
        </p>
      )}
      <Section aria-labelledby="maker-products">
        <Heading level={2} id="maker-products">
          {maker.name}の商品
        </Heading>
        <ProductResults search={search} base={base} />
      </Section>
    </CatalogFrame>
  );
}
