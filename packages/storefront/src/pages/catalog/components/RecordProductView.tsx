import { postProductHistory, selectAuthChecked, useAppDispatch, useAppSelector } from '@mise/store';
import { useEffect } from 'react';
import { island } from '../../../kit/index.js';

/**
 * Records the product page's product in the shopper's 閲覧履歴 (recently viewed, guests and
 * members, spec section 4) as the page is viewed, once the login check has said whose list it
 * goes in. An island at the top of the page, so it hydrates with the page, not when the
 * shopper scrolls to the recent-products shelf at its foot; it draws nothing.
 */
function RecordProductView({ productId }: { productId: number }) {
  const dispatch = useAppDispatch();
  const checked = useAppSelector(selectAuthChecked);
  useEffect(() => {
    if (checked) void dispatch(postProductHistory(productId));
  }, [checked, productId, dispatch]);
  return null;
}

export const ProductViewRecorder = island('productView', RecordProductView);
