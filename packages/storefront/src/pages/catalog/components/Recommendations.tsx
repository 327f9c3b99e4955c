import {
  fetchPickedProducts,
  selectRecommendations,
  selectSettings,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { useEffect, useState } from 'react';
import { naviplusRecommend, naviplusSite } from '../../../analytics/naviplus.js';
import { pluginId } from '../../../analytics/plugins.js';
import { island } from '../../../kit/index.js';
import { toCard } from '../../../shared/product.js';
import { ProductShelf } from './ProductShelf.js';

const TITLE = 'おすすめ商品';

/** The shop's own recommendations of the product (GET /v1/products/{key}/recommend). */
function OwnRecommendations() {
  const recommendations = useAppSelector(selectRecommendations);
  return <ProductShelf title={TITLE} products={recommendations.map(toCard)} />;
}

/**
 * NaviPlus's recommendations of the product: the browser asks NaviPlus (which heard of the
 * view from the analytics module), then the shop's API for the products it named. Until then the shelf is empty; when NaviPlus fails, is slow or names nothing the shop
 * sells, the shop's own recommendations show.
 */
function NaviplusRecommendations({ productKey }: { productKey: string }) {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const picked = useAppSelector((state) =>
    state.products.pickedKey === productKey ? state.products.picked : null,
  );
  // Whether NaviPlus's products show, for the product it was asked about (null: waiting).
  const [outcome, setOutcome] = useState<{ key: string; naviplus: boolean } | null>(null);
  useEffect(() => {
    let current = true;
    const pick = async (): Promise<boolean> => {
      const site = naviplusSite(settings, window);
      if (!site) return false;
      const keys = await naviplusRecommend(site, productKey);
      if (keys.length === 0) return false;
      const products = await dispatch(fetchPickedProducts({ forKey: productKey, keys })).unwrap();
      return products.length > 0;
    };
    void pick()
      .catch(() => false)
      .then((naviplus) => current && setOutcome({ key: productKey, naviplus }));
    return () => {
      current = false;
    };
    // Once per product: the settings do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, productKey]);
  if (outcome?.key !== productKey) return null;
  if (!outcome.naviplus || !picked) return <OwnRecommendations />;
  return <ProductShelf title={TITLE} products={picked.map(toCard)} />;
}

export const NaviplusRecommendationsIsland = island(
  'naviplusRecommendations',
  NaviplusRecommendations,
);

/**
 * The product page's おすすめ商品: NaviPlus's in a shop that uses it (PLUGIN.NAVIPLUS.IS_USE
 * with a SITE_ID; an island, as it asks in the browser), the shop's own otherwise.
 */
export function Recommendations({ productKey }: { productKey: string }) {
  const naviplus = useAppSelector(
    (state) => pluginId(state.settings.data, 'NAVIPLUS', 'SITE_ID') !== null,
  );
  return naviplus ? (
    <NaviplusRecommendationsIsland productKey={productKey} />
  ) : (
    <OwnRecommendations />
  );
}
