import type { Middleware, MiddlewareAPI, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { configureStore, isAction, isAnyOf } from '@reduxjs/toolkit';
import { COOKIES } from './env.js';
import type { StoreEnv } from './env.js';
import { logout } from './logout.js';
import { MEMBER_SECTION_NAMES, isInjected, storeReducer } from './reducer.js';
import { applyOauthLogin, login, loginSyncChannel, verifyLogin } from './slices/account/auth.js';
import type { AppDispatch, RootState } from './state.js';

/** Every loaded slice's reducer (see reducer.ts): on the server, every slice. */
export const rootReducer = storeReducer as unknown as Reducer<
  RootState,
  UnknownAction,
  Partial<RootState>
>;

const LOGGED_IN = isAnyOf(
  login.fulfilled,
  verifyLogin.fulfilled,
  loginSyncChannel.fulfilled,
  applyOauthLogin.fulfilled,
);

/**
 * Runs `effect` after each action `matches` has reached the reducers, as RTK's listener
 * middleware would (an effect's failure is logged; the action goes on). That middleware is a few
 * kilobytes more of every page's first JavaScript, for these two effects.
 */
function afterAction(
  matches: (action: UnknownAction) => boolean,
  effect: (action: UnknownAction, api: MiddlewareAPI) => Promise<void>,
): Middleware {
  return (api) => (next) => (action) => {
    const result = next(action);
    if (isAction(action) && matches(action)) {
      effect(action, api).catch((error: unknown) => {
        console.error('store effect failed', error);
      });
    }
    return result;
  };
}

/**
 * A guest's cart joins the member's at login (the cart is initialised again after login): the
 * server merges the guest cart of the stored token into the member's open cart.
 */
function cartAtLogin(env: StoreEnv): Middleware {
  return afterAction(LOGGED_IN, async (action, api) => {
    if ((action as { payload?: unknown }).payload !== 'logged_in') return;
    if (!env.cookies.get(COOKIES.cartToken)) return;
    // A cart that cannot be merged now is merged at the next cart page; the login goes on.
    const { initCart } = await import('./slices/cart/cart.js');
    await (api.dispatch as AppDispatch)(initCart({ force: true }));
  });
}

/**
 * A member section not loaded yet is dropped on logout (see rootReducer): their slices load then,
 * and the store fills in their initial state.
 */
function membersAfterLogout(): Middleware {
  return afterAction(logout.match, async (_action, api) => {
    if ([...MEMBER_SECTION_NAMES].every(isInjected)) return;
    const { injectAllSlices } = (await import('./every-slice.js')) as {
      injectAllSlices: () => void;
    };
    injectAllSlices();
    api.dispatch({ type: 'store/slicesLoaded' });
  });
}

/** One store per SSR request (or per page load in the browser), hydrated from `preloadedState`. */
export function makeStore(preloadedState: Partial<RootState> | undefined, env: StoreEnv) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: env } }).prepend(cartAtLogin(env), membersAfterLogout()),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
