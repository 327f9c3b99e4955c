import { useMemo } from 'react';
import { deferred, island } from '../../../kit/index.js';
import { useRecentProducts } from '../hooks/use-recent-products.js';
import { toCard } from '../../../shared/product.js';

// The shelf sits at the foot of the page: its code loads after the page has started hydrating.
const ProductShelf = deferred(() => import('./ProductShelf.js').then((m) => m.ProductShelf));

/** 最近チェックした商品: read and recorded in the browser, so the shelf fills in after load. */
function RecentProductsContent({ productId }: { productId: number | null }) {
  const recent = useRecentProducts(productId);
  const cards = useMemo(() => recent.map((entry) => toCard(entry.product)), [recent]);
  return <ProductShelf title="最近チェックした商品" products={cards} />;
}

export const RecentProducts = island('recentProducts', RecentProductsContent);
