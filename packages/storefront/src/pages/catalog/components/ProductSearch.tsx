import { postProductSearchHistory, useAppDispatch } from '@mise/store';
import { AppNavigationContext } from '@mise/ui';
import type { SelectOption } from '@mise/ui';
import { useContext } from 'react';
import { island } from '../../../kit/index.js';
import { searchHref } from '../search.js';
import type { ProductSearch as Search } from '../search.js';
import { ProductSearchForm } from './ProductSearchForm.js';

/**
 * The list's search form with what a search does: the word goes into the shopper's search
 * history (not a blank one, spec section 5), then the list of the new search opens.
 */
function ProductSearchContent({
  search,
  makers,
  brands,
}: {
  search: Search;
  makers: readonly SelectOption[];
  brands: readonly SelectOption[];
}) {
  const dispatch = useAppDispatch();
  const navigate = useContext(AppNavigationContext);
  const onSearch = async (next: Search) => {
    const recorded = next.keyword
      ? dispatch(postProductSearchHistory(next.keyword)).catch(() => undefined)
      : undefined;
    if (navigate) {
      navigate(searchHref(next));
      return;
    }
    // Without the app's router the next list is a page load, which would cut the call short.
    await recorded;
    window.location.assign(searchHref(next));
  };
  return <ProductSearchForm search={search} makers={makers} brands={brands} onSearch={onSearch} />;
}

export const ProductSearch = island('productSearch', ProductSearchContent);
