import { selectBrands, useAppSelector } from '@mise/store';
import type { PageProps } from '../../kit/index.js';
import { CatalogFrame } from '../../shared/CatalogFrame.js';
import { KanaIndex } from './components/KanaIndex.js';
import { EMPTY_SEARCH, searchHref } from './search.js';

/** /brand: every brand (fetched once, all at once), by reading; each opens its products. */
export function BrandListPage({ route }: PageProps) {
  const brands = useAppSelector(selectBrands);
  return (
    <CatalogFrame
      title={route.title}
      description="取り扱いブランドの一覧です。ブランドごとに商品をご覧いただけます。"
    >
      <KanaIndex
        entries={brands}
        hrefFor={(key) => searchHref({ ...EMPTY_SEARCH, brand: key })}
        empty="ブランドはまだありません。"
      />
    </CatalogFrame>
  );
}
