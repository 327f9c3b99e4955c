import {
  fetchProductHistory,
  postProductHistory,
  selectAuthChecked,
  selectIsLogin,
  selectProductHistory,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { useEffect, useMemo } from 'react';

/**
 * Recently viewed products (spec section 4). Once the login check is done the list is read
 * (only while empty; the member's or the guest's), then the product on screen is recorded,
 * which moves it to the front. The product on screen is left out of what is shown.
 */
export function useRecentProducts(viewedId: number | null) {
  const dispatch = useAppDispatch();
  const checked = useAppSelector(selectAuthChecked);
  const isLogin = useAppSelector(selectIsLogin);
  const history = useAppSelector(selectProductHistory);

  useEffect(() => {
    if (!checked) return;
    let active = true;
    void (async () => {
      await dispatch(fetchProductHistory());
      if (active && viewedId !== null) await dispatch(postProductHistory(viewedId));
    })();
    return () => {
      active = false;
    };
  }, [checked, isLogin, viewedId, dispatch]);

  return useMemo(
    () => history.filter((entry) => entry.product_id !== viewedId),
    [history, viewedId],
  );
}
