// Only the store's core is imported here, as in the islands entry: the other slices load on demand.
import type { ApiClient } from '@mise/api-client';
import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { createMemoryCookies } from './env.js';
import { logout } from './logout.js';
import { injectSlices, isInjected, storeReducer } from './reducer.js';
import { makeStore } from './store.js';
import type { RootState } from './state.js';
import { waitFor } from './waits.js';

const shelf = createSlice({
  name: 'testShelf',
  initialState: { items: [] as string[] },
  reducers: {
    shelved(state, action: { payload: string }) {
      state.items.push(action.payload);
    },
  },
});

describe('slices loaded on demand', () => {
  it("keeps the server's state of a slice not loaded yet, and the slice goes on from it", () => {
    expect(isInjected('testShelf')).toBe(false);
    let state = storeReducer(undefined, { type: '@@init' });
    state = storeReducer({ ...state, testShelf: { items: ['帽子'] } }, { type: 'other' });
    expect(state.testShelf).toEqual({ items: ['帽子'] });

    injectSlices(shelf);
    state = storeReducer(state, shelf.actions.shelved('靴'));
    expect(state.testShelf).toEqual({ items: ['帽子', '靴'] });
  });

  it('returns the same state when nothing changed, so subscribers are not woken', () => {
    const state = storeReducer(
      { ...storeReducer(undefined, { type: '@@init' }), cart: { data: null } },
      { type: 'init' },
    );
    expect(storeReducer(state, { type: 'nothing' })).toBe(state);
  });

  it("drops a member's section not loaded yet on logout, and keeps the shop's", () => {
    const state = storeReducer(
      {
        ...storeReducer(undefined, { type: '@@init' }),
        userCard: { cards: ['VISA 1234'] },
        stylists: { list: ['山田'] },
      },
      { type: 'init' },
    );
    const after = storeReducer(state, logout());
    expect(after).not.toHaveProperty('userCard');
    expect(after.stylists).toEqual({ list: ['山田'] });
  });

  it("after logout a page's store holds every member section empty, whichever had loaded", async () => {
    const store = makeStore(
      {
        userAddress: { touched: true },
        cart: { touched: true },
      } as unknown as Partial<RootState>,
      { api: {} as ApiClient, cookies: createMemoryCookies() },
    );
    expect(isInjected('cart')).toBe(false);
    expect(store.getState().cart).toEqual({ touched: true });

    store.dispatch(logout());
    await waitFor(() => isInjected('cart') && store.getState().cart !== undefined, {
      interval: 5,
      timeout: 5000,
    });
    const { cartSlice } = await import('./slices/cart/cart.js');
    const { userAddressSlice } = await import('./slices/mypage/user-address.js');
    expect(store.getState().cart).toEqual(cartSlice.getInitialState());
    expect(store.getState().userAddress).toEqual(userAddressSlice.getInitialState());
  });
});

describe('actions routed by type', () => {
  // Shows a result only when the answer is for the request it is waiting for (as the search
  // suggestions do): a case that leaves the state as it is for one action of its type.
  const waiting = createSlice({
    name: 'testWaiting',
    initialState: { request: 'r2', answer: '' },
    reducers: {
      answered(state, action: { payload: { request: string; answer: string } }) {
        if (action.payload.request === state.request) state.answer = action.payload.answer;
      },
    },
  });
  injectSlices(waiting);
  const answered = waiting.actions.answered;

  it('reaches a slice whose case let an earlier action of the same type go by', () => {
    let state = storeReducer(undefined, { type: '@@init' });
    state = storeReducer(state, answered({ request: 'r1', answer: '古い答え' }));
    expect(state.testWaiting).toEqual({ request: 'r2', answer: '' });
    state = storeReducer(state, answered({ request: 'r2', answer: '新しい答え' }));
    expect(state.testWaiting).toEqual({ request: 'r2', answer: '新しい答え' });
  });

  it('changes only the section an action is for, and gives a slice loaded later its section', () => {
    const before = storeReducer(undefined, { type: '@@init' });
    const after = storeReducer(before, answered({ request: 'r2', answer: '答え' }));
    for (const section of Object.keys(before))
      if (section !== 'testWaiting') expect(after[section]).toBe(before[section]);

    const later = createSlice({
      name: 'testLater',
      initialState: { count: 0 },
      reducers: { counted: (state) => void (state.count += 1) },
    });
    injectSlices(later);
    const counted = storeReducer(after, later.actions.counted());
    expect(counted.testLater).toEqual({ count: 1 });
    expect(counted.testWaiting).toBe(after.testWaiting);
  });

  it('starts every store made from nothing alike, with the slices loaded since, and apart', () => {
    const first = storeReducer(undefined, { type: '@@init' });
    const changed = storeReducer(first, answered({ request: 'r2', answer: '答え' }));
    const second = storeReducer(undefined, { type: '@@init' });
    // One store's action is not another's state.
    expect(second.testWaiting).toEqual({ request: 'r2', answer: '' });
    expect(changed.testWaiting).toEqual({ request: 'r2', answer: '答え' });

    const afterward = createSlice({
      name: 'testAfterward',
      initialState: { seen: false },
      reducers: {},
    });
    injectSlices(afterward);
    expect(storeReducer(undefined, { type: '@@init' }).testAfterward).toEqual({ seen: false });
  });
});
