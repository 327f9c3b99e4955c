import { describe, expect, it } from 'vitest';
import { sliceMemo } from './slice-memo.js';

const product = Object.freeze({ key: 'st-1', price: 1200 });

describe('sliceMemo', () => {
  it('makes a slice once while another store holds the same data in new lists and objects', () => {
    const made: unknown[] = [];
    const memo = sliceMemo((_slice, value) => made.push(value));
    const slice = () => ({
      list: [product],
      page: { total: 1, currentPage: 1 },
      unlocked: [],
      status: 'succeeded',
    });
    memo('products', slice());
    memo('products', slice());
    expect(made).toHaveLength(1);
  });

  it('makes it again when a value inside a field changed, or a field came or went', () => {
    const made: unknown[] = [];
    const memo = sliceMemo((_slice, value) => made.push(value));
    const cheaper = Object.freeze({ ...product, price: 900 });
    memo('products', { list: [product], page: { total: 1 } });
    memo('products', { list: [cheaper], page: { total: 1 } });
    memo('products', { list: [cheaper], page: { total: 2 } });
    memo('products', { list: [], page: { total: 2 } });
    memo('products', { list: [], page: { total: 2, lastPage: 1 } });
    memo('products', { list: [], page: { lastPage: 1, total: 2 } });
    memo('products', { list: {}, page: { lastPage: 1, total: 2 } });
    expect(made).toHaveLength(7);
  });
});
