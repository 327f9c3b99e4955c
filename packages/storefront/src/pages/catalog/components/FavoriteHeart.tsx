import {
  selectIsLogin,
  selectProductList,
  setFavorite,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { notify, ProductCardFavorite } from '@mise/ui';
import { useSyncExternalStore } from 'react';
import { island } from '../../../kit/index.js';
import { serverFailure } from '../../../shared/server-failure.js';

const never = () => () => undefined;

/**
 * A list card's favourite toggle, for a member. The list is a shared page, so the server draws
 * none; hydrating, the toggle still draws none (the server's HTML), then shows once the browser
 * knows the shopper is a member, from the list the shell read again as theirs. An island of
 * its own: the grid around it stays the server's HTML, and a guest's page loads no code for it.
 */
function FavoriteHeartContent({ productKey }: { productKey: string }) {
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  // The server's HTML reads nothing of the store: a kept card's (ProductGrid) is the product's alone.
  return hydrated ? <FavoriteHeartToggle productKey={productKey} /> : null;
}

function FavoriteHeartToggle({ productKey }: { productKey: string }) {
  const dispatch = useAppDispatch();
  const isLogin = useAppSelector(selectIsLogin);
  const product = useAppSelector(selectProductList).find((item) => item.key === productKey);
  if (!isLogin || !product) return null;
  const favorite = !product.is_favorite;
  const toggle = () =>
    dispatch(setFavorite({ key: productKey, productId: product.id, favorite }))
      .unwrap()
      .then(() => notify(favorite ? 'お気に入りに追加しました' : 'お気に入りから削除しました'))
      .catch((error: unknown) => notify(serverFailure(error).message, 'negative'));
  return <ProductCardFavorite pressed={product.is_favorite} onToggle={() => void toggle()} />;
}

export const FavoriteHeart = island('favoriteHeart', FavoriteHeartContent, 'member');
