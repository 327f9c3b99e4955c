// pnpm storybook:fixtures: the data the page stories render, captured from the seeded demo API.
// Each page is rendered by the storefront's own server render (renderRequest, as the theme
// servers do) for a guest and for the theme's demo member; what the server sends the browser
// (the store's state and React Router's hydration data) is written to fixtures/<channel>/,
// and the demo pictures those pages show are copied to public/v1/images/ (the path the shop
// serves them at). Pages whose data the browser loads after hydration (the cart) are finished
// with the store's own thunks against the same API. Stories preload the state with makeStore,
// as the browser does with the server's state; no story talks to an API.
//
// Uses the API at API_URL when set (it must hold the demo seed); otherwise starts the built
// API (apps/api/dist) on a fresh embedded database on 127.0.0.1:6140.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  addToCart,
  checkoutFinished,
  checkPayment,
  createMemoryCookies,
  createStorefrontState,
  decideOrder,
  fetchOrder,
  fetchLeadTimes,
  fetchOrders,
  fetchPaymentService,
  fetchPaymethods,
  fetchUserAddresses,
  fetchUserCards,
  initCart,
  login,
  modifyCartOrder,
  modifyCartShipping,
  takePaymentInProgress,
  trackPurchase,
} from '@mise/store';
import { renderRequest } from '@mise/storefront/server';

const here = import.meta.dirname;
const root = path.resolve(here, '../../..');
const out = path.join(here, '../fixtures');
const pictures = path.join(here, '../public');
const API_PORT = 6140;
const SSR_PORT = 6141;

/** The demo member of each shop (README "Demo accounts"). */
const MEMBERS = {
  standard: 'taro@example.jp',
  business: 'buyer@example.co.jp',
  moto: 'rider@example.jp',
};
const PASSWORD = 'mise1234';

/**
 * What the guest of the checkout fixtures types into the orderer form: the seed has members
 * only, and a guest's name and address come from the shopper, never from the shop.
 */
const GUEST = {
  last_name: '佐藤',
  first_name: '花子',
  last_name_kana: 'サトウ',
  first_name_kana: 'ハナコ',
  company_name: '',
  postal_code: '1500001',
  prefecture: '東京都',
  city: '渋谷区',
  address1: '神宮前1-2-3',
  address2: '',
  phone_number: '0312345678',
  email: 'hanako.guest@example.jp',
};

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function startApi() {
  if (process.env.API_URL) return { url: process.env.API_URL, stop: () => undefined };
  const server = path.join(root, 'apps/api/dist/server.js');
  if (!existsSync(server)) {
    throw new Error(
      'apps/api is not built: run `pnpm exec turbo run build --filter=@mise/api` first',
    );
  }
  const data = mkdtempSync(path.join(tmpdir(), 'mise-storybook-fixtures-'));
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: String(API_PORT), PGLITE_DATA_DIR: data, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${API_PORT}`;
  await waitFor(`${url}/healthz`, 120_000);
  return {
    url,
    stop: () => {
      child.kill();
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** Every built theme under themes/ (the same folders Storybook lists). */
async function loadThemes() {
  const themes = [];
  for (const name of readdirSync(path.join(root, 'themes')).sort()) {
    const entry = path.join(root, 'themes', name, 'dist/index.js');
    if (!existsSync(entry)) {
      console.warn(`themes/${name} is not built; skipped (pnpm build first)`);
      continue;
    }
    themes.push((await import(pathToFileURL(entry).href)).theme);
  }
  return themes;
}

/** The server's render, answering for the theme named in x-theme. */
function startRenderer(themes, apiUrl) {
  const server = http.createServer((req, res) => {
    const theme = themes.find((t) => t.name === req.headers['x-theme']);
    const request = new Request(new URL(req.url ?? '/', 'http://shop.test'), {
      headers: { cookie: req.headers.cookie ?? '' },
    });
    renderRequest(request, res, {
      theme,
      apiUrl,
      scripts: [],
      nonce: 'storybook',
      headersFor: () => ({}),
    }).catch((error) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return new Promise((resolve) => server.listen(SSR_PORT, '127.0.0.1', () => resolve(server)));
}

/** The value of `window.<name>=JSON.parse("…")` in the server's boot script. */
function bootValue(html, name) {
  const match = new RegExp(`window\\.${name}=JSON\\.parse\\(("(?:[^"\\\\]|\\\\.)*")\\)`).exec(html);
  return match ? JSON.parse(JSON.parse(match[1])) : undefined;
}

/** JSON drops `undefined`, which React Router would read as "not loaded yet" and load again. */
const loaderDataOf = (hydration, routeIds) =>
  Object.fromEntries(
    routeIds.map((id) => [
      id,
      hydration?.loaderData?.[id] === undefined ? null : hydration.loaderData[id],
    ]),
  );

async function render(theme, pathname, cookies) {
  const response = await fetch(`http://127.0.0.1:${SSR_PORT}${pathname}`, {
    headers: { 'x-theme': theme.name, cookie: cookies ?? '' },
    redirect: 'manual',
  });
  const html = await response.text();
  if (response.status >= 300 && response.status < 400) {
    throw new Error(`${theme.name} ${pathname}: redirected to ${response.headers.get('location')}`);
  }
  const state = bootValue(html, '__MISE_STATE__');
  const hydration = bootValue(html, '__staticRouterHydrationData');
  if (!state)
    throw new Error(`${theme.name} ${pathname}: no state in the page (${response.status})`);
  return { status: response.status, html, state, hydration };
}

const cookieHeader = (jar) =>
  Object.entries(jar.all())
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');

/** A store of the shop in Node, logged in as the demo member when `member` is given. */
async function nodeStore(apiUrl, channel, member, preloadedState, cookies = createMemoryCookies()) {
  const { store } = createStorefrontState({
    api: { baseURL: apiUrl, channel },
    cookies,
    ...(preloadedState ? { preloadedState } : {}),
  });
  if (member) {
    await store.dispatch(login({ login_id: member, password: PASSWORD })).unwrap();
  }
  return { store, cookies };
}

async function products(apiUrl, channel) {
  const response = await fetch(`${apiUrl}/v1/products?per_page=100`, {
    headers: { 'x-channel': channel },
  });
  const { data } = await response.json();
  // Stock to spare: the cart takes two of it.
  const plenty = (p) => p.is_stock_available && p.image && (p.stock ?? 0) >= 10;
  const inStock = data.find(plenty);
  const soldOut = data.find((p) => !p.is_stock_available) ?? null;
  // The second line of the cart: another in-stock product with a picture.
  const other = data.find((p) => plenty(p) && p.key !== inStock.key);
  return { inStock, soldOut, other };
}

// Product and brand pictures (/v1/images/…) and banners (/v1/banners/{id}/image). Widths and
// formats asked for in the query all get the one full-size file: the browser decodes what it
// gets, and the screenshots stay the same.
const picturesIn = (text) =>
  new Set(text.match(/\/v1\/(?:images\/[^"'\s,)\\?]+|banners\/\d+\/image)/g) ?? []);

/** `paths`: each picture's path and the channel that shows it (banners are the channel's own). */
async function copyPictures(apiUrl, paths) {
  let copied = 0;
  for (const [picture, channel] of paths) {
    const file = path.join(pictures, picture);
    if (existsSync(file)) continue;
    const response = await fetch(`${apiUrl}${picture}`, { headers: { 'x-channel': channel } });
    if (!response.ok) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    copied += 1;
  }
  return copied;
}

function write(channel, name, fixture) {
  const dir = path.join(out, channel);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(fixture, null, 2)}\n`);
}

/** Writes the page's fixture and notes the pictures it shows. */
function keep(channel, page, rendered, state, seen) {
  // The member's session as the stories need it: logged in, never expiring, no real token.
  if (state.auth?.isLogin) {
    state = {
      ...state,
      auth: { ...state.auth, accessToken: 'storybook', tokenExpiresAt: 4_102_444_800_000 },
    };
  }
  const fixture = {
    path: page.path,
    channel,
    session: page.member ? 'member' : 'guest',
    capturedFrom:
      'the seeded demo API, rendered by @mise/storefront/server (pnpm storybook:fixtures)',
    state,
    hydration: { loaderData: loaderDataOf(rendered.hydration, ['root', page.route]) },
  };
  write(channel, page.name, fixture);
  const text = JSON.stringify(state) + rendered.html;
  for (const picture of picturesIn(text)) seen.set(picture, channel);
  console.log(`${channel}/${page.name}: ${page.path} (${rendered.status})`);
}

/**
 * A page of the shopper's checkout as their browser has it: the server's render with their
 * cookies (cart token, session), then what the page loads after hydration (`load`, the
 * store's own thunks the page dispatches), in a store of its own over the same cookies.
 */
async function captureAs(apiUrl, theme, shopper, page, load) {
  const rendered = await render(theme, page.path, cookieHeader(shopper.cookies));
  const { store } = await nodeStore(apiUrl, theme.channel, null, rendered.state, shopper.cookies);
  await load(store.dispatch);
  return { rendered, state: store.getState() };
}

/**
 * The checkout as a shopper goes through it, against the API: lines in the cart, the delivery
 * (a guest types the orderer and sends it to that address; the member takes a saved address),
 * お届け方法 left unspecified, bank transfer, each step captured as its page shows it. Both
 * then place the order (the complete page), so the member's order detail shows a real
 * decided order. Runs after the theme's other pages: the
 * order takes stock the product pages would show.
 */
async function checkout(apiUrl, theme, { inStock, other }, member, seen) {
  const { channel } = theme;
  const who = member ? 'member' : 'guest';
  const shopper = await nodeStore(apiUrl, channel, member);
  const { dispatch } = shopper.store;
  const started = await dispatch(initCart()).unwrap();
  // A member's cart outlives the session: the cart page's capture may have filled it already.
  if (started.detail.products.length === 0) {
    const lines = [
      { product_key: inStock.key, quantity: 2 },
      ...(other ? [{ product_key: other.key, quantity: 1 }] : []),
    ];
    await dispatch(addToCart({ products: lines })).unwrap();
  }
  const step = (name, pathname, route) => ({
    name: `${name}-${who}`,
    path: pathname,
    route,
    member: Boolean(member),
  });

  const select = step('checkout-shipping', '/cart/shipping-select', 'cartShippingSelect');
  const shown = await captureAs(apiUrl, theme, shopper, select, async (send) => {
    await send(initCart()).unwrap();
    if (member) await send(fetchUserAddresses()).unwrap();
  });
  keep(channel, select, shown.rendered, shown.state, seen);

  const cart = shopper.store.getState().cart.data ?? (await dispatch(initCart()).unwrap());
  const [shipping] = cart.detail.shippings;
  if (member) {
    if (!shipping.has_address) {
      const addresses = await dispatch(fetchUserAddresses()).unwrap();
      const list = Array.isArray(addresses) ? addresses : addresses.data;
      const address = list.find((entry) => entry.is_default) ?? list[0];
      if (!address) throw new Error(`${channel}: the demo member has no saved address`);
      await dispatch(
        modifyCartShipping({ key: shipping.key, user_address_id: address.id }),
      ).unwrap();
    }
  } else {
    const { email, ...address } = GUEST;
    await dispatch(modifyCartOrder({ orderer: { ...address, email } })).unwrap();
    await dispatch(modifyCartShipping({ key: shipping.key, ...address })).unwrap();
  }

  // お届け方法の指定 as it opens, then sent as the shopper sends it with 指定なし (no date, no time).
  const delivery = step('checkout-delivery', '/cart/shipping-detail', 'cartShippingDetail');
  const delivering = await captureAs(apiUrl, theme, shopper, delivery, async (send) => {
    await send(initCart()).unwrap();
    await send(fetchLeadTimes()).unwrap();
  });
  keep(channel, delivery, delivering.rendered, delivering.state, seen);
  await dispatch(
    modifyCartShipping({ key: shipping.key, delivery_date: null, delivery_timezone: null }),
  ).unwrap();

  const payment = step('checkout-payment', '/cart/payment', 'cartPayment');
  const paying = await captureAs(apiUrl, theme, shopper, payment, async (send) => {
    await send(initCart()).unwrap();
    await send(fetchPaymethods()).unwrap();
    if (member) await send(fetchUserCards()).unwrap();
    await send(fetchPaymentService('card')).unwrap();
  });
  keep(channel, payment, paying.rendered, paying.state, seen);

  const methods = paying.state.checkout.paymethods;
  const transfer =
    methods.find((method) => method.code === 'bank_transfer' && method.is_available) ??
    methods.find((method) => method.code !== 'card' && method.is_available);
  if (!transfer) throw new Error(`${channel}: no payment method without a card`);
  await dispatch(modifyCartOrder({ payment_id: transfer.id })).unwrap();
  const check = await dispatch(checkPayment(transfer.id)).unwrap();
  if (!check.is_valid) throw new Error(`${channel}: ${transfer.name} refused: ${check.message}`);

  const confirm = step('checkout-confirm', '/cart/confirm', 'cartConfirm');
  const confirming = await captureAs(apiUrl, theme, shopper, confirm, async (send) => {
    await send(initCart({ force: true })).unwrap();
  });
  keep(channel, confirm, confirming.rendered, confirming.state, seen);

  // 注文を確定する, then the complete page as the confirm step opens it (the guest's receipt
  // token in its query) and as it finishes: the flag and the purchase record are taken, the
  // decided order is shown.
  const decided = await dispatch(decideOrder()).unwrap();
  const query = new URLSearchParams({ no: decided.order_no });
  if (decided.guest_token) query.set('t', decided.guest_token);
  const complete = step('checkout-complete', `/cart/complete?${query}`, 'cartComplete');
  const completed = await captureAs(apiUrl, theme, shopper, complete, async (send) => {
    const justPaid = await send(takePaymentInProgress()).unwrap();
    const tracked = await send(trackPurchase(decided.order_no)).unwrap();
    if (!tracked) throw new Error(`${channel}: order ${decided.order_no} was not tracked`);
    if (justPaid) send(checkoutFinished());
  });
  keep(channel, complete, completed.rendered, completed.state, seen);

  if (!member) return;
  const orders = await dispatch(fetchOrders({})).unwrap();
  const order = orders.data.find((entry) => entry.order_no === decided.order_no);
  if (!order) throw new Error(`${channel}: order ${decided.order_no} is not in the history`);
  const detail = {
    name: 'order-detail',
    path: `/mypage/order_history/${order.id}`,
    route: 'mypageOrderDetail',
    member: true,
  };
  const ordered = await captureAs(apiUrl, theme, shopper, detail, async (send) => {
    await send(fetchOrder(order.id)).unwrap();
  });
  keep(channel, detail, ordered.rendered, ordered.state, seen);
}

async function main() {
  const api = await startApi();
  const themes = await loadThemes();
  const renderer = await startRenderer(themes, api.url);
  const seen = new Map();
  try {
    for (const theme of themes) {
      const { channel } = theme;
      const member = MEMBERS[channel];
      const { inStock, soldOut, other } = await products(api.url, channel);
      const memberStore = member ? await nodeStore(api.url, channel, member) : null;
      const memberCookies = memberStore ? cookieHeader(memberStore.cookies) : '';
      const pages = [
        { name: 'top', path: '/', route: 'top' },
        { name: 'product-list', path: '/product', route: 'productList' },
        {
          name: 'product-list-empty',
          path: `/product?keyword=${encodeURIComponent('該当なしのことば')}`,
          route: 'productList',
        },
        { name: 'product-detail', path: `/product/${inStock.key}`, route: 'productDetail' },
        ...(soldOut
          ? [
              {
                name: 'product-detail-sold-out',
                path: `/product/${soldOut.key}`,
                route: 'productDetail',
              },
            ]
          : []),
        { name: 'login', path: '/login/', route: 'login' },
        { name: 'cart-guest', path: '/cart', route: 'cart', cart: 'guest' },
        ...(member
          ? [
              { name: 'product-list-member', path: '/product', route: 'productList', member: true },
              { name: 'mypage', path: '/mypage', route: 'mypage', member: true },
              { name: 'cart-member', path: '/cart', route: 'cart', member: true, cart: 'member' },
            ]
          : []),
      ];
      for (const page of pages) {
        const rendered = await render(theme, page.path, page.member ? memberCookies : '');
        let { state } = rendered;
        if (page.cart) {
          // The cart loads in the browser: its lines are put in with the store's own thunks.
          const shopper = page.member
            ? await nodeStore(api.url, channel, member, state)
            : await nodeStore(api.url, channel, null, state);
          await shopper.store.dispatch(initCart()).unwrap();
          const lines = [
            { product_key: inStock.key, quantity: 2 },
            ...(other ? [{ product_key: other.key, quantity: 1 }] : []),
          ];
          await shopper.store.dispatch(addToCart({ products: lines })).unwrap();
          state = shopper.store.getState();
        }
        keep(channel, page, rendered, state, seen);
      }
      await checkout(api.url, theme, { inStock, other }, null, seen);
      if (member) await checkout(api.url, theme, { inStock, other }, member, seen);
    }
    const copied = await copyPictures(api.url, seen);
    console.log(`${seen.size} pictures referenced, ${copied} copied to public/`);
  } finally {
    renderer.close();
    api.stop();
  }
}

await main();
