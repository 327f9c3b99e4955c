import {
  selectBrands,
  selectCategoryTree,
  selectMakers,
  selectTags,
  selectUnlockedTags,
  useAppSelector,
} from '@mise/store';
import { CategoryTree, Heading, Kept, Link } from '@mise/ui';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { ViewItemListTracker } from '../../shared/ViewItem.js';
import { PageNotice } from '../../shared/PageNotice.js';
import type { PageProps } from '../../kit/index.js';
import { findCategory, toTreeNodes } from './categories.js';
import { CatalogFrame } from '../../shared/CatalogFrame.js';
import { ProductResults } from './components/ProductResults.js';
import { ProductSearch } from './components/ProductSearch.js';
import { TagPasswordGate } from './components/TagPasswordGate.js';
import { VehicleSearch } from './components/VehicleSearch.js';
import { useStorefront } from '../../kit/index.js';
import { EMPTY_SEARCH, isFiltered, parseSearch, searchHref, withSearch } from './search.js';
import type { ProductSearch as Search } from './search.js';

// The products come first in the document, as phones show them: a phone paints the page while
// it is still arriving, and filters first in the document would be pushed down by the products
// (a layout shift). Wider screens place the filters in the left column.
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 16rem) minmax(0, 1fr);
  grid-template-areas: 'side results';
  gap: ${({ theme }) => theme.spacing(8)};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'results' 'side';
  }
`;

const Results = styled.div`
  grid-area: results;
  min-width: 0;
`;

const Side = styled.aside`
  grid-area: side;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const TagLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ToFilters = styled.a`
  display: none;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: inline;
  }
`;

/**
 * /product: the catalogue with its filters. Everything the shopper chooses is in the URL
 * query; the route's loader reads it and puts the list in the store (server-rendered), so a
 * search is a navigation and back/forward return to earlier results.
 */
export function ProductListPage({ route }: PageProps) {
  const location = useLocation();
  const { theme } = useStorefront();
  const search = useMemo(
    () => parseSearch(new URLSearchParams(location.search)),
    [location.search],
  );
  const tree = useAppSelector(selectCategoryTree);
  const tags = useAppSelector(selectTags);
  const unlocked = useAppSelector(selectUnlockedTags);
  const path = search.category ? findCategory(tree, search.category) : null;
  const category = path?.at(-1);
  const tag = search.tag ? tags.find((item) => item.key === search.tag) : undefined;
  // A protected tag's list asks for its password until this visitor has unlocked it.
  const locked = tag?.is_password_protected === true && !unlocked.includes(tag.key);

  const title = search.keyword
    ? `「${search.keyword}」の検索結果`
    : (category?.name ??
      (tag ? `タグ「${tag.name}」` : isFiltered(search) ? '検索結果' : route.title));

  return (
    <CatalogFrame
      title={title}
      trail={
        search.keyword || category || tag
          ? [
              { label: route.title, to: '/product' },
              ...(path ?? []).slice(0, -1).map((node) => ({
                label: node.name,
                to: searchHref(withSearch(search, { category: String(node.id) })),
              })),
            ]
          : []
      }
      description={
        category
          ? `${category.name}の商品一覧です。価格・在庫・ブランドで絞り込めます。`
          : undefined
      }
    >
      <PageNotice code="product-index" />
      {theme.vehicleSearch && (
        <VehicleSearch
          // A new form for each address: back/forward show the vehicle of that list.
          key={`vehicle-${location.search}`}
          maker={search.vehicleMaker}
          vehicle={search.vehicle}
          year={search.vehicleYear}
        />
      )}
      <ToFilters href="#product-search">絞り込み・カテゴリ</ToFilters>
      <Columns>
        <Results>
          {locked ? (
            <TagPasswordGate tag={tag.key} name={tag.name} />
          ) : (
            <>
              <ViewItemListTracker listName={title} />
              <ProductResults search={search} />
            </>
          )}
        </Results>
        <Kept name="product-side" deps={[search]}>
          <SideColumn search={search} />
        </Kept>
      </Columns>
    </CatalogFrame>
  );
}

/**
 * The filters, the categories and the tags beside the list: the same for every shopper of the
 * same search, so kept as HTML on the server (kept-parts.ts) once rendered.
 */
function SideColumn({ search }: { search: Search }) {
  // Only the form's key: not in the HTML.
  const location = useLocation();
  const tree = useAppSelector(selectCategoryTree);
  const makers = useAppSelector(selectMakers);
  const brands = useAppSelector(selectBrands);
  const tags = useAppSelector(selectTags);
  return (
    <Side>
      <section aria-labelledby="product-search">
        <Heading level={2} id="product-search">
          絞り込み
        </Heading>
        {/* A new form for each address: back/forward show the filters of that list. */}
        <ProductSearch
          key={location.search}
          search={search}
          makers={makers.map((maker) => ({ value: maker.key, label: maker.name }))}
          brands={brands.map((brand) => ({ value: brand.key, label: brand.name }))}
        />
      </section>
      <section aria-labelledby="product-categories">
        <Heading level={2} id="product-categories">
          カテゴリ
        </Heading>
        {search.category && (
          <Link href={searchHref(withSearch(search, { category: '' }))}>すべてのカテゴリ</Link>
        )}
        <CategoryTree
          nodes={toTreeNodes(tree)}
          current={search.category || null}
          hrefFor={(value) => searchHref(withSearch(search, { category: value }))}
        />
      </section>
      {tags.length > 0 && (
        <section aria-labelledby="product-tags">
          <Heading level={2} id="product-tags">
            タグ
          </Heading>
          <TagLinks>
            {tags.map((item) => (
              <li key={item.key}>
                <Link
                  href={searchHref({ ...EMPTY_SEARCH, tag: item.key })}
                  aria-current={item.key === search.tag ? 'page' : undefined}
                >
                  #{item.name}
                  {item.is_password_protected && '（パスワード制）'}
                </Link>
              </li>
            ))}
          </TagLinks>
        </section>
      )}
    </Side>
  );
}
