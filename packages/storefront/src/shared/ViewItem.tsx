import { selectProductDetail, selectProductList, useAppSelector } from '@mise/store';
import { useEffect } from 'react';
import { island, useAnalytics } from '../kit/index.js';
import { criteoSink } from '../analytics/plugins.js';
import { tracksEvents } from '../analytics/analytics.js';
import { selectItemEvent, viewItemEvent, viewItemListEvent } from '../analytics/events.js';

/**
 * Whether the shop sends ecommerce events (a tag manager container, or a marketing plugin such
 * as Criteo switched on). The trackers below render their islands only then: in a shop without
 * any, their code never loads.
 */
const useTracking = () => useAppSelector((state) => tracksEvents(state.settings.data));

/**
 * view_item of the product page's product, once per product shown. An island, so the page sent
 * for island hydration reports it too; it draws nothing.
 */
function ViewItem() {
  const analytics = useAnalytics();
  const product = useAppSelector(selectProductDetail);
  const key = product?.key;
  useEffect(() => {
    if (product) analytics.track(viewItemEvent(product), { productKey: product.key });
    // Once per product: a refetch of the same product is not another view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analytics, key]);
  return null;
}

export const ViewItemIsland = island('viewItem', ViewItem);

export function ViewItemTracker() {
  return useTracking() ? <ViewItemIsland /> : null;
}

/**
 * view_item_list of the products the list shows (again when the search changes them), and
 * select_item when the shopper follows one of their links: on a page hydrated in islands the
 * cards are the server's links, so the click is heard on the document.
 */
function ViewItemList({ listName }: { listName: string }) {
  const analytics = useAnalytics();
  const products = useAppSelector(selectProductList);
  const keys = products.map((product) => product.key).join(' ');
  useEffect(() => {
    if (products.length === 0) return undefined;
    analytics.track(viewItemListEvent(products, listName));
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link) return;
      const path = new URL((link as HTMLAnchorElement).href, window.location.href).pathname;
      const index = products.findIndex((product) => path === `/product/${product.key}`);
      if (index !== -1) analytics.track(selectItemEvent(products[index]!, listName, index));
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
    // The products are named by their keys: the same list again is not another view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analytics, keys, listName]);
  return null;
}

export const ViewItemListIsland = island('viewItemList', ViewItemList);

export function ViewItemListTracker({ listName }: { listName: string }) {
  return useTracking() ? <ViewItemListIsland listName={listName} /> : null;
}

/** The top page seen (Criteo's viewHome), once per visit of the page. */
function ViewHome() {
  const analytics = useAnalytics();
  useEffect(() => analytics.viewHome(), [analytics]);
  return null;
}

export const ViewHomeIsland = island('viewHome', ViewHome);

/** Only Criteo hears of the top page: in other shops the island's code never loads. */
export function ViewHomeTracker() {
  const criteo = useAppSelector((state) => criteoSink.enabled(state.settings.data));
  return criteo ? <ViewHomeIsland /> : null;
}
