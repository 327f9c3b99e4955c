import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import { ApiError } from '@mise/api-client/errors';
import type {
  CartPaymentMethod,
  DecideData,
  PaymentCheck,
  PaymentServiceSettings,
  ShippingLeadTime,
} from '@mise/api-client';
import { COOKIES } from '../../env.js';
import type { StoreEnv } from '../../env.js';
import { logout } from '../../logout.js';
import { injectSlices } from '../../reducer.js';
import type { LoadStatus } from '../../status.js';
import { createAppThunk } from '../../thunk.js';
import {
  cartAnswered,
  cartOrdered,
  cartReset,
  checkoutFinished,
  fetchCart,
  cartTokenOf,
} from '../cart/index.js';

/** Cookies of the checkout besides the cart token (the cart token is COOKIES.cartToken). */
export const CART_COOKIES = {
  /** A decision was sent and its outcome not yet shown (spec section 4). */
  paymentInProgress: 'cartPaymentInProgress',
  /** The Idempotency-Key of the cart's order, as `${cartToken}:${key}`: a retry reuses it. */
  idempotencyKey: 'cartIdempotencyKey',
  /** Purchase tracking record: order number, cart token and expiry (spec section 4). */
  purchase: 'purchaseTracking',
} as const;

/** Spec section 9: the purchase analytics record expires after 30 minutes. */
export const PURCHASE_RECORD_TTL_MS = 30 * 60 * 1000;

/** The checkout of spec section 4 on top of the cart: delivery dates, payment, the decision. */
export type CheckoutState = {
  /** Delivery dates and time slots by shipping. */
  leadtimes: ShippingLeadTime[];
  paymethods: CartPaymentMethod[];
  /** Where the payment methods are: the payment form waits until they arrived or failed. */
  paymethodsStatus: LoadStatus;
  payCheck: PaymentCheck | null;
  /** Payment service settings (tokeniser) by payment code. */
  paymentServices: Record<string, PaymentServiceSettings>;
  /** A decision was sent and its outcome is not shown yet. */
  isPaymentInProgress: boolean;
  /** The decided order (complete page, purchase tracking). */
  decideData: DecideData | null;
};

const initialState: CheckoutState = {
  leadtimes: [],
  paymethods: [],
  paymethodsStatus: 'idle',
  payCheck: null,
  paymentServices: {},
  isPaymentInProgress: false,
  decideData: null,
};

export const fetchLeadTimes = createAppThunk(
  'checkout/leadtimes',
  async (_: void, { getState, dispatch, extra }) => {
    const token = await cartTokenOf(getState, dispatch);
    const keys = getState().cart.data?.detail.shippings.map((shipping) => shipping.key) ?? [];
    return (await extra.api.carts.shippingLeadTime(token, { keys, choiceMode: 'both' })).data;
  },
);

export const fetchPaymethods = createAppThunk(
  'checkout/paymethods',
  async (_: void, { getState, dispatch, extra }) => {
    const token = await cartTokenOf(getState, dispatch);
    return (await extra.api.payments.forCart(token)).data;
  },
);

export const checkPayment = createAppThunk(
  'checkout/payCheck',
  async (paymentId: number, { getState, dispatch, extra }) => {
    const token = await cartTokenOf(getState, dispatch);
    return (await extra.api.payments.check(token, paymentId)).data;
  },
);

/** A payment service's settings (the card tokeniser), fetched once per code. */
export const fetchPaymentService = createAppThunk(
  'checkout/paymentService',
  async (code: string, { extra }) => ({
    code,
    settings: (await extra.api.payments.serviceSettings(code)).data,
  }),
  { condition: (code, { getState }) => !(code in getState().checkout.paymentServices) },
);

/**
 * Card payment: the browser hands the card to the tokeniser (never to the shop), then the
 * cart gets the token and the masked number only.
 */
export const payByCard = createAppThunk(
  'checkout/payByCard',
  async (
    card: { number: string; name: string; expiration: string; securityCode: string },
    { getState, dispatch, extra },
  ) => {
    const token = await cartTokenOf(getState, dispatch);
    const { data: issued } = await extra.api.payments.tokenizeCard({
      number: card.number.replace(/[\s-]/g, ''),
      name: card.name,
      expiration: card.expiration,
      security_code: card.securityCode,
    });
    const cart = (
      await extra.api.carts.modifyOrder({
        token,
        card: {
          token: issued.token,
          token_key: issued.token_key,
          masked_number: issued.masked_number,
          expiration: issued.expiration,
        },
      })
    ).data;
    dispatch(cartAnswered(cart));
    return cart;
  },
);

/** The Idempotency-Key of this cart's order: the same one for every retry of the same attempt. */
function idempotencyKeyFor(env: StoreEnv, cartToken: string): string {
  const stored = env.cookies.get(CART_COOKIES.idempotencyKey);
  const [forToken, key] = stored?.split(':') ?? [];
  if (forToken === cartToken && key) return key;
  const fresh = `${nanoid(24)}${Date.now().toString(36)}`;
  env.cookies.set(CART_COOKIES.idempotencyKey, `${cartToken}:${fresh}`);
  return fresh;
}

export type PurchaseRecord = { orderNo: string; token: string; expiresAt: number };

/**
 * 注文を確定する: sends the order with the cart's Idempotency-Key (a lost answer retried never
 * orders twice). A refused payment keeps the cart; the next attempt gets a new key, since the
 * refused one ordered nothing. Success stores the purchase tracking record (30 minutes).
 */
export const decideOrder = createAppThunk(
  'checkout/decide',
  async (_: void, { getState, dispatch, extra }) => {
    const token = await cartTokenOf(getState, dispatch);
    const key = idempotencyKeyFor(extra, token);
    extra.cookies.set(CART_COOKIES.paymentInProgress, '1');
    try {
      const { data } = await extra.api.carts.decision(token, key);
      const now = extra.now?.() ?? Date.now();
      const record: PurchaseRecord = {
        orderNo: data.order_no,
        token,
        expiresAt: now + PURCHASE_RECORD_TTL_MS,
      };
      extra.cookies.set(CART_COOKIES.purchase, JSON.stringify(record), {
        maxAgeSeconds: PURCHASE_RECORD_TTL_MS / 1000,
      });
      extra.cookies.remove(CART_COOKIES.idempotencyKey);
      // The ordered cart is read-only: the next product starts a new cart.
      extra.cookies.remove(COOKIES.cartToken);
      dispatch(cartOrdered(data.order_no));
      return data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        extra.cookies.remove(CART_COOKIES.idempotencyKey);
        extra.cookies.remove(CART_COOKIES.paymentInProgress);
        // The cart now carries transaction_error; show it as the server has it.
        await dispatch(fetchCart()).catch(() => undefined);
      }
      throw error;
    }
  },
);

/** Reads and clears the payment-in-progress flag (the complete page, at the end). */
export const takePaymentInProgress = createAppThunk(
  'checkout/takePaymentInProgress',
  async (_: void, { extra }) => {
    const flag = extra.cookies.get(CART_COOKIES.paymentInProgress) === '1';
    extra.cookies.remove(CART_COOKIES.paymentInProgress);
    return flag;
  },
);

function readPurchaseRecord(env: StoreEnv): PurchaseRecord | null {
  const raw = env.cookies.get(CART_COOKIES.purchase);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PurchaseRecord>;
    if (
      typeof value.orderNo === 'string' &&
      typeof value.token === 'string' &&
      typeof value.expiresAt === 'number'
    )
      return value as PurchaseRecord;
  } catch {
    // A damaged record tracks nothing.
  }
  env.cookies.remove(CART_COOKIES.purchase);
  return null;
}

/**
 * Purchase tracking of spec section 4: the stored record is read; expired → deleted; else the
 * decided order is fetched by cart token and the purchase event is sent once (the record goes).
 * A 404 removes the record. Answers the decided order (the complete page shows it), or null.
 */
export const trackPurchase = createAppThunk(
  'checkout/trackPurchase',
  async (orderNo: string | undefined, { extra }): Promise<DecideData | null> => {
    const record = readPurchaseRecord(extra);
    if (!record || (orderNo && record.orderNo !== orderNo)) return null;
    const now = extra.now?.() ?? Date.now();
    if (record.expiresAt <= now) {
      extra.cookies.remove(CART_COOKIES.purchase);
      return null;
    }
    let order: DecideData;
    try {
      order = (await extra.api.carts.orderByNumber(record.orderNo, record.token)).data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        extra.cookies.remove(CART_COOKIES.purchase);
      throw error;
    }
    // The storefront's analytics decides what is sent (GTM.DATA_LAYER.PURCHASE, tax setting).
    extra.analytics?.purchase(order);
    extra.cookies.remove(CART_COOKIES.purchase);
    return order;
  },
);

/** The decided order for the complete page, when tracking has already taken the record. */
export const fetchDecideData = createAppThunk(
  'checkout/decideData',
  async ({ orderNo, token }: { orderNo: string; token: string }, { extra }) =>
    (await extra.api.carts.orderByNumber(orderNo, token)).data,
);

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(logout, () => initialState)
      .addCase(cartReset, () => initialState)
      // The order is placed: its decided order stays shown on the complete page.
      .addCase(checkoutFinished, (state) => ({ ...initialState, decideData: state.decideData }))
      .addCase(fetchLeadTimes.fulfilled, (state, action) => {
        state.leadtimes = action.payload;
      })
      .addCase(fetchPaymethods.pending, (state) => {
        if (state.paymethodsStatus !== 'loaded') state.paymethodsStatus = 'loading';
      })
      .addCase(fetchPaymethods.fulfilled, (state, action) => {
        state.paymethods = action.payload;
        state.paymethodsStatus = 'loaded';
      })
      .addCase(fetchPaymethods.rejected, (state) => {
        state.paymethodsStatus = 'failed';
      })
      .addCase(checkPayment.fulfilled, (state, action) => {
        state.payCheck = action.payload;
      })
      .addCase(fetchPaymentService.fulfilled, (state, action) => {
        state.paymentServices[action.payload.code] = action.payload.settings;
      })
      .addCase(decideOrder.pending, (state) => {
        state.isPaymentInProgress = true;
      })
      .addCase(decideOrder.rejected, (state) => {
        state.isPaymentInProgress = false;
      })
      .addCase(takePaymentInProgress.fulfilled, (state) => {
        state.isPaymentInProgress = false;
      })
      .addCase(trackPurchase.fulfilled, (state, action) => {
        if (action.payload) state.decideData = action.payload;
      })
      .addCase(fetchDecideData.fulfilled, (state, action) => {
        state.decideData = action.payload;
      });
  },
  selectors: {
    selectLeadTimes: (state) => state.leadtimes,
    selectPaymethods: (state) => state.paymethods,
    selectPaymethodsStatus: (state) => state.paymethodsStatus,
    selectDecideData: (state) => state.decideData,
    selectPaymentService: (state, code: string) => state.paymentServices[code] ?? null,
  },
});

export const {
  selectLeadTimes,
  selectPaymethods,
  selectPaymethodsStatus,
  selectDecideData,
  selectPaymentService,
} = checkoutSlice.selectors;

injectSlices(checkoutSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof checkoutSlice> {}
}
