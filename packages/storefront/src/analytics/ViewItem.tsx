import { selectProductDetail, useAppSelector } from '@mise/store';
import { useEffect } from 'react';
import { useAnalytics } from '../app/context.js';
import { island } from '../islands/island.js';
import { viewItemEvent } from './analytics.js';

/**
 * view_item of the product page's product, once per product shown. An island, so the page sent
 * for island hydration reports it too; it draws nothing.
 */
function ViewItem() {
  const analytics = useAnalytics();
  const product = useAppSelector(selectProductDetail);
  const key = product?.key;
  useEffect(() => {
    if (product) analytics.track(viewItemEvent(product));
    // Once per product: a refetch of the same product is not another view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analytics, key]);
  return null;
}

export const ViewItemIsland = island('viewItem', ViewItem);
