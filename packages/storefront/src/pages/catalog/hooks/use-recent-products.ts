import {
  fetchProductHistory,
  selectAuthChecked,
  selectIsLogin,
  selectProductHistory,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { useEffect, useMemo } from 'react';

/**
 * Recently viewed products (spec section 4). Once the login check is done the list is read
 * (only while empty; the member's or the guest's, and not while the page's own view is being
 * recorded, whose answer is the list: ProductViewRecorder). The product on screen is left out
 * of what is shown.
 */
export function useRecentProducts(viewedId: number | null) {
  const dispatch = useAppDispatch();
  const checked = useAppSelector(selectAuthChecked);
  const isLogin = useAppSelector(selectIsLogin);
  const history = useAppSelector(selectProductHistory);

  useEffect(() => {
    if (checked) void dispatch(fetchProductHistory());
  }, [checked, isLogin, dispatch]);

  return useMemo(
    () => history.filter((entry) => entry.product_id !== viewedId),
    [history, viewedId],
  );
}
