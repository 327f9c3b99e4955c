import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Page, UserCard } from '@mise/api-client';
import { logout } from '../../logout.js';
import { createAppThunk } from '../../thunk.js';
import type { LoadStatus as Status } from '../../status.js';
import { injectSlices } from '../../reducer.js';

export type UserCardState = {
  list: UserCard[];
  page: Page | null;
  /** x-limit: how many cards the member may keep (spec section 9: 1 before the first load). */
  limit: number;
  status: Status;
};

const initialState: UserCardState = { list: [], page: null, limit: 1, status: 'idle' };

/** The card form's values (spec section 3: ccNumber, ccName, ccExpiration yyyymm, securityCode). */
export type NewCard = {
  number: string;
  name: string;
  /** yyyymm */
  expiration: string;
  securityCode: string;
  isMain?: boolean;
};

/** The member's saved cards and how many may be kept. */
export const fetchUserCards = createAppThunk('userCard/fetch', async (_: void, { extra }) =>
  extra.api.cards.list(),
);

/**
 * Saves a card the way checkout pays with one: the card goes to the payment service's tokeniser
 * only (spaces and hyphens of the number dropped), and the shop receives the token.
 */
export const addUserCard = createAppThunk('userCard/add', async (card: NewCard, { extra }) => {
  const { data: issued } = await extra.api.payments.tokenizeCard({
    number: card.number.replace(/[\s-]/g, ''),
    name: card.name,
    expiration: card.expiration,
    security_code: card.securityCode,
  });
  const { data } = await extra.api.cards.add({
    token: issued.token,
    token_key: issued.token_key,
    name: card.name,
    ...(card.isMain ? { is_main: true } : {}),
  });
  return data;
});

/** Makes a card the main card: spec section 4, the flag leaves every other card. */
export const useUserCard = createAppThunk(
  'userCard/use',
  async (id: number, { extra }) => (await extra.api.cards.use(id)).data,
);

/** Deletes a card; the list is read again, since the server may have made another card main. */
export const removeUserCard = createAppThunk(
  'userCard/remove',
  async (id: number, { dispatch, extra }) => {
    await extra.api.cards.remove(id);
    await dispatch(fetchUserCards());
  },
);

export const userCardSlice = createSlice({
  name: 'userCard',
  initialState,
  reducers: {},
  // A block body: TypeScript checks it after the slice's type is known, so the thunks' types
  // (which need RootState, made of every slice) are not resolved inside the slice's inference;
  // with expression bodies on every slice that nesting overflowed tsc's stack.
  extraReducers: (builder) => {
    builder
      .addCase(logout, () => initialState)
      .addCase(fetchUserCards.pending, (state) => {
        if (state.status !== 'loaded') state.status = 'loading';
      })
      .addCase(fetchUserCards.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.list = action.payload.data;
        state.page = action.payload.page;
        state.limit = action.payload.page.limit ?? state.limit;
      })
      .addCase(fetchUserCards.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(addUserCard.fulfilled, (state, action) => {
        const card = action.payload;
        if (card.is_main) for (const entry of state.list) entry.is_main = false;
        state.list = card.is_main ? [card, ...state.list] : [...state.list, card];
      })
      .addCase(useUserCard.fulfilled, (state, action) => {
        const main = action.payload;
        state.list = [
          main,
          ...state.list
            .filter((entry) => entry.id !== main.id)
            .map((entry) => ({ ...entry, is_main: false })),
        ];
      });
  },
  selectors: {
    selectUserCardState: (state) => state,
    /** Whether the member already keeps as many cards as allowed. */
    selectUserCardsFull: (state) => state.status === 'loaded' && state.list.length >= state.limit,
  },
});

export const { selectUserCardState, selectUserCardsFull } = userCardSlice.selectors;

injectSlices(userCardSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof userCardSlice> {}
}
