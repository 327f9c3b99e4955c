import { describe, expect, it } from 'vitest';
import type { CatalogProduct, CatalogProductDetail } from './catalog.js';
import {
  fetchPickedProducts,
  fetchProduct,
  fetchProductRelations,
  productsSlice,
} from './catalog.js';

const reduce = productsSlice.reducer;
const product = (key: string) => ({ key, name: key }) as unknown as CatalogProduct;
const relations = (key: string) => ({
  recommendations: [product(`${key}-recommended`)],
  accessories: [product(`${key}-accessory`)],
});

describe('a product page’s related products', () => {
  it('are kept when they arrive before the product itself (the server renders them)', () => {
    let state = reduce(undefined, fetchProduct.pending('p', 'a'));
    state = reduce(state, fetchProductRelations.pending('r', 'a'));
    state = reduce(state, fetchProductRelations.fulfilled(relations('a'), 'r', 'a'));
    state = reduce(
      state,
      fetchProduct.fulfilled({ key: 'a' } as unknown as CatalogProductDetail, 'p', 'a'),
    );
    expect(state.recommendations.map((item) => item.key)).toEqual(['a-recommended']);
    expect(state.accessories.map((item) => item.key)).toEqual(['a-accessory']);
  });

  it('of the page left behind are dropped when they arrive late', () => {
    let state = reduce(undefined, fetchProductRelations.pending('r1', 'a'));
    state = reduce(state, fetchProduct.pending('p2', 'b'));
    state = reduce(state, fetchProductRelations.pending('r2', 'b'));
    state = reduce(state, fetchProductRelations.fulfilled(relations('a'), 'r1', 'a'));
    expect(state.recommendations).toEqual([]);
    state = reduce(state, fetchProductRelations.fulfilled(relations('b'), 'r2', 'b'));
    expect(state.accessories.map((item) => item.key)).toEqual(['b-accessory']);
  });
});

describe('products a recommendation service picked', () => {
  const detail = (key: string) => ({ key, name: key }) as unknown as CatalogProductDetail;

  it('are kept for the product they were asked for, in the service’s order', () => {
    const arg = { forKey: 'a', keys: ['x', 'y'] };
    let state = reduce(undefined, fetchPickedProducts.pending('k', arg));
    state = reduce(state, fetchPickedProducts.fulfilled([detail('y'), detail('x')], 'k', arg));
    expect(state.pickedKey).toBe('a');
    expect(state.picked.map((item) => item.key)).toEqual(['y', 'x']);
  });

  it('of a page left behind are dropped when they arrive late', () => {
    const first = { forKey: 'a', keys: ['x'] };
    const second = { forKey: 'b', keys: ['y'] };
    let state = reduce(undefined, fetchPickedProducts.pending('k1', first));
    state = reduce(state, fetchPickedProducts.pending('k2', second));
    state = reduce(state, fetchPickedProducts.fulfilled([detail('x')], 'k1', first));
    expect(state.picked).toEqual([]);
  });
});
