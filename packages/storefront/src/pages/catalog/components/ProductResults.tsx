import {
  selectProductList,
  selectProductListStatus,
  selectProductPage,
  useAppSelector,
} from '@mise/store';
import { EmptyState, linkText, Pagination, PlainLink, ProductGrid } from '@mise/ui';
import type { ProductCardProduct } from '@mise/ui';
import { useMemo } from 'react';
import { useNavigation } from 'react-router-dom';
import { styled } from 'styled-components';
import { FavoriteHeart } from './FavoriteHeart.js';
import { toCard } from '../../../shared/product.js';
import { PRODUCT_SORTS, searchHref } from '../search.js';
import type { ProductSearch } from '../search.js';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Sorts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  /* Plain links styled here: a styled element costs a server render several times a plain one. */
  & a {
    ${linkText}
  }
  & [aria-current='true'] {
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
`;

const Results = styled.div<{ $busy: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.2s;
`;

/** Cards above the fold on a phone and on a desktop load their pictures first. */
const EAGER_CARDS = 4;

const favoriteHeart = (card: ProductCardProduct) => <FavoriteHeart productKey={card.key} />;

/**
 * The products of the current search (the loader has put them in the store): the count, the
 * order as links, the cards and links to the other pages. Members can keep favourites here.
 */
export function ProductResults({
  search,
  base = '/product',
}: {
  search: ProductSearch;
  base?: string;
}) {
  const products = useAppSelector(selectProductList);
  const page = useAppSelector(selectProductPage);
  const status = useAppSelector(selectProductListStatus);
  const navigation = useNavigation();
  const cards = useMemo(() => products.map(toCard), [products]);
  const busy = navigation.state === 'loading';

  if (status === 'failed')
    return (
      <EmptyState
        message="商品を読み込めませんでした"
        description="時間をおいてもう一度お試しください。"
      />
    );

  return (
    <Results $busy={busy} aria-busy={busy}>
      <Bar>
        <Count role="status">{page ? `${page.total.toLocaleString('ja-JP')}件` : ''}</Count>
        <nav aria-label="並び替え">
          <Sorts>
            {PRODUCT_SORTS.map((sort) => (
              <li key={sort.value}>
                <PlainLink
                  href={searchHref({ ...search, sort: sort.value, page: 1 }, base)}
                  aria-current={sort.value === search.sort ? 'true' : undefined}
                >
                  {sort.label}
                </PlainLink>
              </li>
            ))}
          </Sorts>
        </nav>
      </Bar>
      {cards.length === 0 ? (
        <EmptyState
          message="条件に合う商品が見つかりませんでした"
          description="キーワードを変えるか、条件を減らしてお試しください。"
          action={{ label: 'すべての商品を見る', to: base }}
        />
      ) : (
        <ProductGrid
          label="商品一覧"
          products={cards}
          eager={EAGER_CARDS}
          headingLevel={2}
          favorite={favoriteHeart}
          kept="results"
        />
      )}
      {page && (
        <Pagination
          page={page}
          hrefFor={(target) => searchHref({ ...search, page: target }, base)}
        />
      )}
    </Results>
  );
}
