import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import { ApiError, isCancelled } from '@mise/api-client/errors';
import type {
  AddPackingBody,
  AddShippingBody,
  ApiClient,
  Cart,
  CartAnswer,
  CartOrderTotals,
  DivideProductsBody,
  ModifyOrderBody,
  ModifyPackingBody,
  ModifyShippingBody,
  ProductToAdd,
} from '@mise/api-client';
import { COOKIES } from '../../env.js';
import type { StoreEnv } from '../../env.js';
import { logout } from '../../logout.js';
import type { AppDispatch, RootState } from '../../state.js';
import { createAppThunk } from '../../thunk.js';
import { CART_INIT_POLL_MS, waitFor } from '../../waits.js';
import { flashAdded } from '../site/index.js';
import { cartReset } from './reset.js';
import type { ResetReason } from './reset.js';
import { injectSlices } from '../../reducer.js';

/** Carts live 60 days at most (members; guests 14): the cookie never outlives them. */
const CART_COOKIE_MAX_AGE = 60 * 24 * 60 * 60;
/** A cart init that never finishes must not block the next one forever. */
const CART_INIT_WAIT_MS = 30_000;

export const CART_MESSAGES = {
  expired: 'カートの有効期限が切れました。もう一度商品をカートに入れてください。',
  productNotFound: '販売が終了した商品がカートに含まれていたため、カートをリセットしました。',
} as const;

/** A quantity shown before the server answered, and what to go back to if it refuses. */
type PendingQuantity = { requestId: string; quantity: number; previous: number };

/** The cart of spec section 3: its lines, shippings, coupons and points (the checkout's own state is `checkout`). */
export type CartState = {
  token: string | null;
  data: Cart | null;
  /** 'loading' while an init runs: a second init waits for it. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  initializing: boolean;
  orderNo: string | null;
  /** Why the cart was last reset by the server's answer (expired, or a product no longer sold). */
  resetReason: ResetReason | null;
  /** The saved address of a delivery was gone and the shippings were reset (or that failed). */
  isShippingReset: boolean;
  isShippingResetFailed: boolean;
  /** Quantities shown at once while their change is on its way. */
  pendingQuantities: Record<string, PendingQuantity>;
};

const initialState: CartState = {
  token: null,
  data: null,
  status: 'idle',
  initializing: false,
  orderNo: null,
  resetReason: null,
  isShippingReset: false,
  isShippingResetFailed: false,
  pendingQuantities: {},
};

function isCode(error: unknown, test: (code: string) => boolean): boolean {
  return error instanceof ApiError && typeof error.code === 'string' && test(error.code);
}
const isExpired = (error: unknown) => isCode(error, (code) => code === 'cart.common.is_expired');
const isNotSale = (error: unknown) =>
  isCode(
    error,
    (code) => code.includes('product_not_found') || code.includes('cart.update_products.not_sale'),
  );
/** The cart token no longer names a cart the shopper can change: unknown, expired or ordered. */
const isStaleToken = (error: unknown) =>
  isCode(error, (code) =>
    ['cart.common.not_found', 'cart.common.is_expired', 'cart.common.is_ordered'].includes(code),
  );

function keepToken(env: StoreEnv, cart: Cart): void {
  env.cookies.set(COOKIES.cartToken, cart.token, { maxAgeSeconds: CART_COOKIE_MAX_AGE });
}

// Init -------------------------------------------------------------------------------------------

/**
 * Starts the cart with the stored token (cookie cartToken): the same cart, a member's merged
 * cart after login, or a new one. An init already running is waited for (polling every 100 ms).
 * An expired cart starts again empty with the spec's message; products no longer sold are
 * dropped (the cart is loaded again with invalid_product) with theirs.
 */
export const initCart = createAppThunk(
  'cart/init',
  async (
    options: { force?: boolean } | undefined,
    { getState, extra, dispatch },
  ): Promise<Cart> => {
    if (getState().cart.initializing) {
      await waitFor(() => !getState().cart.initializing, {
        interval: CART_INIT_POLL_MS,
        timeout: CART_INIT_WAIT_MS,
      });
      const ready = getState().cart.data;
      if (ready && !options?.force) return ready;
    }
    dispatch(cartSlice.actions.initStarted());
    try {
      const token = extra.cookies.get(COOKIES.cartToken) ?? null;
      let cart: Cart;
      try {
        cart = (await extra.api.carts.init({ token })).data;
      } catch (error) {
        if (isExpired(error)) {
          extra.cookies.remove(COOKIES.cartToken);
          dispatch(cartReset({ reason: 'expired', message: CART_MESSAGES.expired }));
          cart = (await extra.api.carts.init({ token: null })).data;
        } else if (isNotSale(error)) {
          dispatch(
            cartReset({
              reason: 'product_not_found',
              message: error instanceof ApiError ? error.message : CART_MESSAGES.productNotFound,
            }),
          );
          cart = (await extra.api.carts.init({ token, invalid_product: true })).data;
        } else {
          // Spec section 8: any other refusal of the init is the server's message in an error
          // toast (a request cancelled by a route change is not a failure the shopper sees).
          if (!isCancelled(error))
            dispatch(
              flashAdded({
                message: error instanceof Error ? error.message : String(error),
                type: 'negative',
              }),
            );
          throw error;
        }
      }
      keepToken(extra, cart);
      return cart;
    } finally {
      dispatch(cartSlice.actions.initFinished());
    }
  },
);

/** The cart's token, starting a cart first when there is none yet. */
export async function cartTokenOf(
  getState: () => RootState,
  dispatch: AppDispatch,
): Promise<string> {
  const current = getState().cart.data?.token;
  if (current) return current;
  return (await dispatch(initCart()).unwrap()).token;
}

/** The last change of each store's cart, which the next one waits for. */
const lastChange = new WeakMap<StoreEnv, Promise<unknown>>();

/**
 * Runs the store's cart changes one after another. Each answer is the whole cart, and a change
 * sent while another is on its way could be answered first: the older answer, arriving last,
 * would then undo the newer one on screen (a coupon applied right after a quantity change
 * vanished). Quantities still show at once; only the requests wait their turn.
 */
function inTurn<T>(env: StoreEnv, task: () => Promise<T>): Promise<T> {
  const run = (lastChange.get(env) ?? Promise.resolve()).then(task);
  lastChange.set(
    env,
    run.catch(() => undefined),
  );
  return run;
}

/** Stores whose last cart change failed on its token and was already retried (spec section 8). */
const retriedStreak = new WeakSet<StoreEnv>();

/**
 * A change of the cart: one PATCH with the cart's token, answered by the whole cart. A token
 * that no longer names an open cart (unknown, expired, ordered in another tab) gets a fresh
 * cart, once per failure streak: the changes that fail after that fail as they are, until one
 * succeeds. `resend`: the change brings all it needs (reading the cart, adding products) and is
 * sent again on the fresh cart; one naming lines, deliveries or coupons of the old cart fails
 * with the old cart's error instead, as it would on an empty cart.
 */
function cartChange<A>(
  type: string,
  send: (api: ApiClient, token: string, arg: A) => Promise<CartAnswer>,
  { resend = false }: { resend?: boolean } = {},
) {
  return createAppThunk(`cart/${type}`, (arg: A, { getState, dispatch, extra }) =>
    inTurn(extra, async () => {
      let cart: Cart;
      try {
        cart = (await send(extra.api, await cartTokenOf(getState, dispatch), arg)).data;
      } catch (error) {
        if (!isStaleToken(error) || retriedStreak.has(extra)) throw error;
        retriedStreak.add(extra);
        extra.cookies.remove(COOKIES.cartToken);
        const fresh = await dispatch(initCart({ force: true })).unwrap();
        if (!resend) throw error;
        cart = (await send(extra.api, fresh.token, arg)).data;
      }
      retriedStreak.delete(extra);
      keepToken(extra, cart);
      return cart;
    }),
  );
}

export const fetchCart = cartChange<void>('fetch', (api, token) => api.carts.get(token), {
  resend: true,
});

/** Adds products (a product page's cart button); sold out or short stock fails with the server's message. */
export const addToCart = cartChange<{ products: ProductToAdd[]; shippingKey?: string }>(
  'addProducts',
  (api, token, { products, shippingKey }) =>
    api.carts.addProducts({
      token,
      products,
      ...(shippingKey ? { shipping_key: shippingKey } : {}),
    }),
  { resend: true },
);

/**
 * An accessory on a line of the cart: `parent_key` is the line, the accessory a product of its
 * own (the motorcycle shop's name embroidery also takes what to stitch, `embroidery`).
 */
export const addCartAccessory = cartChange<
  Omit<Parameters<ApiClient['carts']['addAccessories']>[0], 'token'>
>('addAccessories', (api, token, body) => api.carts.addAccessories({ token, ...body }));

export const removeCartProducts = cartChange<string[]>('deleteProducts', (api, token, keys) =>
  api.carts.deleteProducts({ token, keys }),
);

/**
 * A line's new quantity: shown at once, then the server's answer replaces it (its totals, or
 * the old quantity when it refuses, e.g. short stock).
 */
export const changeQuantity = cartChange<{ key: string; quantity: number }>(
  'modifyProducts',
  (api, token, { key, quantity }) =>
    api.carts.modifyProducts({ token, products: [{ key, quantity }] }),
);

export const divideCartProduct = cartChange<Omit<DivideProductsBody, 'token'>>(
  'divideProducts',
  (api, token, body) => api.carts.divideProducts({ token, ...body }),
);
export const addCartShipping = cartChange<Omit<AddShippingBody, 'token'>>(
  'addShipping',
  (api, token, body) => api.carts.addShipping({ token, ...body }),
);
export const modifyCartShipping = cartChange<Omit<ModifyShippingBody, 'token'>>(
  'modifyShipping',
  (api, token, body) => api.carts.modifyShipping({ token, ...body }),
);
export const resetCartShippings = cartChange<{ isRemovingAddress: boolean }>(
  'resetShippings',
  (api, token, { isRemovingAddress }) =>
    api.carts.resetShippings({ token, is_removing_address: isRemovingAddress }),
);
export const addCartPacking = cartChange<Omit<AddPackingBody, 'token'>>(
  'addPacking',
  (api, token, body) => api.carts.addPacking({ token, ...body }),
);
export const modifyCartPacking = cartChange<Omit<ModifyPackingBody, 'token'>>(
  'modifyPacking',
  (api, token, body) => api.carts.modifyPacking({ token, ...body }),
);
export const modifyCartOrder = cartChange<Omit<ModifyOrderBody, 'token'>>(
  'modifyOrder',
  (api, token, body) => api.carts.modifyOrder({ token, ...body }),
);
export const addCartCoupon = cartChange<{ code: string } | { coupon_id: number }>(
  'addCoupon',
  (api, token, body) => api.carts.addCoupon({ token, ...body }),
);
export const removeCartCoupon = cartChange<number>('deleteCoupon', (api, token, couponId) =>
  api.carts.deleteCoupon({ token, coupon_id: couponId }),
);
export const applyCartPoints = cartChange<number>('usePoints', (api, token, points) =>
  api.carts.usePoints({ token, points }),
);
/**
 * Social gift on or off (the shipping step's option): the receiver enters the address through
 * the gift link; the sender name and message are what they see.
 */
export const setCartSocialGift = cartChange<{
  isSocialGift: boolean;
  senderName?: string;
  message?: string;
}>('setSocialReceiver', (api, token, { isSocialGift, senderName, message }) =>
  api.carts.setSocialReceiver({
    token,
    is_social_gift: isSocialGift,
    ...(senderName === undefined ? {} : { sender_name: senderName }),
    ...(message === undefined ? {} : { message }),
  }),
);

/**
 * The cart's quotation as a PDF. The file goes to `save` (the page hands it to the browser);
 * the store keeps no Blob.
 */
export const downloadCartQuotation = createAppThunk(
  'cart/downloadQuotation',
  async (
    { token, save }: { token: string; save: (blob: Blob, filename: string) => void },
    { extra },
  ) => {
    const file = await extra.api.carts.downloadQuotation(token);
    save(file.blob, file.filename);
    return file.filename;
  },
);

/**
 * The saved address of a delivery is gone (422 cart_detail.set_user_address.not_data): the
 * shippings start again without addresses; the flag tells the page, or the failure flag.
 */
export const resetShippingAfterMissingAddress = createAppThunk(
  'cart/shippingResetAfterMissingAddress',
  async (_: void, { getState, extra }) => {
    const token = getState().cart.data?.token ?? extra.cookies.get(COOKIES.cartToken);
    if (!token) throw new Error('カートが見つかりませんでした');
    const cart = (await extra.api.carts.resetShippings({ token, is_removing_address: true })).data;
    return cart;
  },
);

// Slice ------------------------------------------------------------------------------------------

const CHANGES = [
  fetchCart,
  addToCart,
  removeCartProducts,
  changeQuantity,
  divideCartProduct,
  addCartShipping,
  modifyCartShipping,
  resetCartShippings,
  addCartPacking,
  modifyCartPacking,
  modifyCartOrder,
  addCartCoupon,
  removeCartCoupon,
  applyCartPoints,
  setCartSocialGift,
] as const;

function applyCart(state: CartState, cart: Cart) {
  // Quantities still on their way stay as the shopper set them.
  for (const [key, pending] of Object.entries(state.pendingQuantities)) {
    const line = cart.detail.products.find((product) => product.key === key);
    if (line) line.quantity = pending.quantity;
  }
  state.data = cart;
  state.token = cart.token;
  state.orderNo = cart.order_no;
  state.status = 'ready';
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** The order is placed: the next product starts a new cart (`checkout` keeps the decided order). */
    checkoutFinished(state) {
      return { ...initialState, orderNo: state.orderNo };
    },
    /** The cart as a checkout call answered it (the card set on the order). */
    cartAnswered(state, action: PayloadAction<Cart>) {
      applyCart(state, action.payload);
    },
    /** The cart became the order `payload`: it is read-only now. */
    cartOrdered(state, action: PayloadAction<string>) {
      state.orderNo = action.payload;
      if (state.data) {
        state.data.status = 'ordered';
        state.data.order_no = action.payload;
      }
    },
    resetReasonShown(state) {
      state.resetReason = null;
    },
    shippingResetShown(state) {
      state.isShippingReset = false;
      state.isShippingResetFailed = false;
    },
    initStarted(state) {
      state.initializing = true;
      state.status = 'loading';
    },
    initFinished(state) {
      state.initializing = false;
      if (state.status === 'loading') state.status = state.data ? 'ready' : 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(cartReset, (_, action) => ({ ...initialState, resetReason: action.payload }));
    builder
      .addCase(logout, () => initialState)
      .addCase(initCart.fulfilled, (state, action) => applyCart(state, action.payload))
      .addCase(changeQuantity.pending, (state, action) => {
        const { key, quantity } = action.meta.arg;
        const line = state.data?.detail.products.find((product) => product.key === key);
        if (!line) return;
        const previous = state.pendingQuantities[key]?.previous ?? line.quantity;
        state.pendingQuantities[key] = { requestId: action.meta.requestId, quantity, previous };
        line.quantity = quantity;
      })
      .addCase(changeQuantity.rejected, (state, action) => {
        const { key } = action.meta.arg;
        const pending = state.pendingQuantities[key];
        if (pending?.requestId !== action.meta.requestId) return;
        delete state.pendingQuantities[key];
        const line = state.data?.detail.products.find((product) => product.key === key);
        if (line) line.quantity = pending.previous;
      })
      .addCase(changeQuantity.fulfilled, (state, action) => {
        const { key } = action.meta.arg;
        if (state.pendingQuantities[key]?.requestId === action.meta.requestId)
          delete state.pendingQuantities[key];
        applyCart(state, action.payload);
      })
      .addCase(resetShippingAfterMissingAddress.fulfilled, (state, action) => {
        applyCart(state, action.payload);
        state.isShippingReset = true;
      })
      .addCase(resetShippingAfterMissingAddress.rejected, (state) => {
        state.isShippingResetFailed = true;
      });
    for (const change of CHANGES) {
      if (change === changeQuantity) continue;
      builder.addCase(change.fulfilled, (state, action) => applyCart(state, action.payload));
    }
  },
  selectors: {
    selectCart: (state) => state.data,
    selectCartStatus: (state) => state.status,
    selectCartProducts: (state) => state.data?.detail.products ?? NO_PRODUCTS,
    selectCartTotals: (state): CartOrderTotals | null => state.data?.detail.order ?? null,
    selectCartCount: (state) =>
      state.data?.detail.products.reduce((sum, product) => sum + product.quantity, 0) ?? 0,
    selectCartResetReason: (state) => state.resetReason,
    selectIsShippingReset: (state) => state.isShippingReset,
    selectIsShippingResetFailed: (state) => state.isShippingResetFailed,
  },
});

const NO_PRODUCTS: Cart['detail']['products'] = [];

export { cartReset };
export const { checkoutFinished, resetReasonShown, shippingResetShown, cartAnswered, cartOrdered } =
  cartSlice.actions;
export const {
  selectCart,
  selectCartStatus,
  selectCartProducts,
  selectCartTotals,
  selectCartCount,
  selectCartResetReason,
  selectIsShippingReset,
  selectIsShippingResetFailed,
} = cartSlice.selectors;

injectSlices(cartSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof cartSlice> {}
}
