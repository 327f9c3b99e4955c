import {
  selectAuthChecked,
  selectIsLogin,
  selectProductList,
  selectProductListStatus,
  selectProductPage,
  setFavorite,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { EmptyState, Link, Pagination, ProductGrid, notify } from '@mise/ui';
import { useMemo } from 'react';
import { useNavigation } from 'react-router-dom';
import { styled } from 'styled-components';
import { island } from '../../../islands/island.js';
import { serverFailure } from '../../../shared/serverFailure.js';
import { toCard } from '../product.js';
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

/** The cards with each one's favourite toggle, for a member (hydrated on its own as an island). */
function FavoriteGridContent() {
  const dispatch = useAppDispatch();
  const isLogin = useAppSelector(selectIsLogin);
  const products = useAppSelector(selectProductList);
  const cards = useMemo(() => products.map(toCard), [products]);
  const favorites = useMemo(
    () => new Set(products.filter((product) => product.is_favorite).map((product) => product.key)),
    [products],
  );
  const onFavoriteChange = (key: string, favorite: boolean) => {
    const product = products.find((item) => item.key === key);
    if (!product) return;
    dispatch(setFavorite({ key, productId: product.id, favorite }))
      .unwrap()
      .then(() => notify(favorite ? 'お気に入りに追加しました' : 'お気に入りから削除しました'))
      .catch((error: unknown) => notify(serverFailure(error).message, 'negative'));
  };
  return (
    <ProductGrid
      label="商品一覧"
      products={cards}
      eager={EAGER_CARDS}
      headingLevel={2}
      {...(isLogin ? { onFavoriteChange, favorites } : {})}
    />
  );
}

// A guest's grid is the server's HTML as it stands: its code loads for a member's hearts only.
export const FavoriteGrid = island('favoriteGrid', FavoriteGridContent, 'member');

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
  const isLogin = useAppSelector(selectIsLogin);
  const checked = useAppSelector(selectAuthChecked);
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
                <Link
                  href={searchHref({ ...search, sort: sort.value, page: 1 }, base)}
                  aria-current={sort.value === search.sort ? 'true' : undefined}
                >
                  {sort.label}
                </Link>
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
      ) : isLogin || !checked ? (
        // Before the browser has checked the login (a shared page), the grid that shows a
        // member's hearts once it has.
        <FavoriteGrid />
      ) : (
        <ProductGrid label="商品一覧" products={cards} eager={EAGER_CARDS} headingLevel={2} />
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
