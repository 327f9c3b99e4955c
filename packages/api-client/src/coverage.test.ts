import { createTestApp } from '@mise/api/testing';
import type { AxiosAdapter } from 'axios';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints.js';
import type { Endpoint } from './endpoints.js';
import { createApiClient } from './index.js';
import type { ApiClient } from './index.js';

// Members of the client that are not calls of the API.
const NOT_CALLS = new Set(['http', 'instance', 'cancelAll']);
// Routes of the server itself, not of the storefront (spec section 7 does not call them).
const SYSTEM_ROUTES = new Set([
  'get /healthz',
  // Operations: readiness for the load balancer and Prometheus metrics.
  'get /readyz',
  'get /metrics',
  // The theme servers' feed of catalogue changes (their page cache), not a storefront call.
  'get /internal/catalog-changes',
  'get /dev/outbox',
  // Development only: the HTML part of a mail of the demo's outbox, as a page.
  'get /dev/outbox/{}/html',
  'post /dev/carts/{}/expire',
  'post /dev/stock',
  // Development only: tests switch a shop setting (GTM.ID) and put it back.
  'put /dev/settings',
  // Development only: marks an order shipped (services/system-messages.ts shipOrder).
  'post /dev/orders/{}/ship',
  // Development only: moves the API's session clock (e2e: a member back after a month).
  'post /dev/clock',
  'get /openapi.json',
  // The operators' admin API (ADMIN_API_TOKEN): not called by the storefront.
  'get /admin/inquiries',
  'get /admin/inquiries/{}',
  'post /admin/inquiries/{}/replies',
  'post /admin/orders/{}/ship',
  // Pictures the catalogue answers link to (image.path): loaded by <img>, never called
  // (parameter names are blanked in operations, as below).
  'get /v1/images/{}/products/{}/{}',
  'get /v1/images/{}/{}/{}',
  'get /v1/images/{}/stylists/{}',
]);
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

// Every placeholder starts with "ph-": a path parameter must be filled by one, so a URL that
// only looks like the template (a literal segment where a parameter belongs) does not pass.
const ID = 'ph-id';
const KEY = 'ph-key';
const TOKEN = 'ph-token';
const FILE = new Blob(['ph-file'], { type: 'text/csv' });

/** One invocation of every client function, with placeholder arguments (typed by tsc). */
const CALLS = {
  refresh: (c) => c.refresh(),

  'auth.login': (c) => c.auth.login({ login_id: 'ph-login', password: 'ph-password' }),
  'auth.loginSyncChannel': (c) =>
    c.auth.loginSyncChannel({ login_id: 'ph-login', password: 'ph-password' }),
  'auth.verify': (c) => c.auth.verify({ verify_code: 'ph-code', user_id: 1 }),
  'auth.logout': (c) => c.auth.logout(),
  'auth.oauthRedirect': (c) => c.auth.oauthRedirect('ph-provider'),
  'auth.oauthCallback': (c) =>
    c.auth.oauthCallback('ph-provider', { code: 'ph-code', state: 'ph-state' }),
  'auth.unlock': (c) => c.auth.unlock(TOKEN),

  'user.get': (c) => c.user.get(),
  'user.register': (c) => c.user.register({}),
  'user.update': (c) => c.user.update({ username: 'ph-user' }),
  'user.remove': (c) => c.user.remove({ password: 'ph-password' }),
  'user.changePassword': (c) => c.user.changePassword({}),
  'user.dummy': (c) => c.user.dummy(),
  'user.checkSchoolKey': (c) => c.user.checkSchoolKey('ph-school'),
  'user.requestEmailVerify': (c) => c.user.requestEmailVerify(),
  'user.checkEmailVerify': (c) => c.user.checkEmailVerify({}),
  'user.loginHistories': (c) => c.user.loginHistories({ page: 1 }),

  'reminder.request': (c) => c.reminder.request({}),
  'reminder.check': (c) => c.reminder.check(TOKEN),
  'reminder.reset': (c) => c.reminder.reset({}),

  'content.publicInfo': (c) => c.content.publicInfo(),
  'content.settings': (c) => c.content.settings(),
  'content.colorScheme': (c) => c.content.colorScheme(),
  'content.messages': (c) => c.content.messages(),
  'content.message': (c) => c.content.message('ph-code'),
  'content.freeAreas': (c) => c.content.freeAreas(),
  'content.freeArea': (c) => c.content.freeArea('ph-code'),
  'content.freeAreasPage': (c) => c.content.freeAreasPage({ page: '2' }),
  'content.staticPage': (c) => c.content.staticPage('/ph-guide/shipping/'),
  'content.staticPageUrls': (c) => c.content.staticPageUrls(),

  'site.fileContents': (c) => c.site.fileContents('https://example.test/ph.html'),
  'site.uploadFile': (c) => c.site.uploadFile(FILE, 'ph-dir', 'ph.csv'),
  'site.frontLayout': (c) => c.site.frontLayout(ID),
  'site.catalog': (c) => c.site.catalog(),
  'site.layout': (c) => c.site.layout('ph-page'),
  'site.collection': (c) => c.site.collection('ph-alias', { page: 1 }),
  'site.collectionItem': (c) => c.site.collectionItem('ph-alias'),
  'site.news': (c) => c.site.news({ page: 1 }),
  'site.newsItem': (c) => c.site.newsItem(ID),
  'site.readNews': (c) => c.site.readNews(ID),
  'site.blogs': (c) => c.site.blogs(),
  'site.blog': (c) => c.site.blog(ID),
  'site.tags': (c) => c.site.tags(),
  'site.tagPassword': (c) => c.site.tagPassword({ password: 'ph-password' }),
  'site.makers': (c) => c.site.makers(),
  'site.makersPage': (c) => c.site.makersPage({ page: 2 }),
  'site.maker': (c) => c.site.maker(ID),
  'site.banners': (c) => c.site.banners(['ph-top', 'ph-side']),
  'site.downloadBanner': (c) => c.site.downloadBanner(ID),
  'site.popups': (c) => c.site.popups(),
  'site.popup': (c) => c.site.popup(ID),
  'site.qas': (c) => c.site.qas(),
  'site.qaCategories': (c) => c.site.qaCategories(),
  'site.landingPages': (c) => c.site.landingPages(),
  'site.landingPage': (c) => c.site.landingPage('ph-slug'),
  'site.businessCalendar': (c) =>
    c.site.businessCalendar({ startDate: '2026-01-01', endDate: '2026-01-31' }),
  'site.categoryHierarchy': (c) => c.site.categoryHierarchy('products'),
  'site.brands': (c) => c.site.brands(),
  'site.postalCode': (c) => c.site.postalCode('1000001'),
  'site.prefectures': (c) => c.site.prefectures(),

  'ecommerceEvents.post': (c) => c.ecommerceEvents.post({ name: 'ph-event' }),
  'ecommerceEvents.get': (c) => c.ecommerceEvents.get(ID),

  'products.list': (c) => c.products.list({ category: 'ph-category' }),
  'products.detail': (c) => c.products.detail(KEY),
  'products.recommend': (c) => c.products.recommend(KEY),
  'products.accessories': (c) => c.products.accessories(KEY),
  'products.like': (c) => c.products.like(KEY),
  'products.unlike': (c) => c.products.unlike(KEY),
  'products.reviews': (c) => c.products.reviews(KEY, { page: 1 }),
  'products.postReview': (c) => c.products.postReview(ID, { rating: 5 }),
  'products.request': (c) => c.products.request({ body: 'ph-request' }),
  'products.postSearchHistory': (c) => c.products.postSearchHistory('ph-word'),

  'histories.guestProducts': (c) => c.histories.guestProducts(),
  'histories.products': (c) => c.histories.products({ page: 1 }),
  'histories.removeProduct': (c) => c.histories.removeProduct(ID),
  'histories.postProduct': (c) => c.histories.postProduct({ product_id: ID }),
  'histories.searches': (c) => c.histories.searches(),
  'histories.removeSearch': (c) => c.histories.removeSearch(ID),
  'histories.requests': (c) => c.histories.requests(),
  'histories.removeRequest': (c) => c.histories.removeRequest(ID),

  'carts.init': (c) => c.carts.init({ token: TOKEN }),
  'carts.resetShippings': (c) =>
    c.carts.resetShippings({ token: TOKEN, is_removing_address: true }),
  'carts.reset': (c) => c.carts.reset({ token: TOKEN }),
  'carts.get': (c) => c.carts.get(TOKEN),
  'carts.addProducts': (c) =>
    c.carts.addProducts({ token: TOKEN, products: [{ product_key: KEY, quantity: 1 }] }),
  'carts.addProductSet': (c) =>
    c.carts.addProductSet({ token: TOKEN, products: [{ product_key: KEY, quantity: 1 }] }),
  'carts.deleteProducts': (c) => c.carts.deleteProducts({ token: TOKEN, keys: [KEY] }),
  'carts.modifyProducts': (c) =>
    c.carts.modifyProducts({ token: TOKEN, products: [{ key: KEY, quantity: 2 }] }),
  'carts.divideProducts': (c) =>
    c.carts.divideProducts({ token: TOKEN, key: KEY, quantity: 1, shipping_key: 'ph-shipping' }),
  'carts.addShipping': (c) => c.carts.addShipping({ token: TOKEN }),
  'carts.modifyShipping': (c) => c.carts.modifyShipping({ token: TOKEN, key: 'ph-shipping' }),
  'carts.addPacking': (c) =>
    c.carts.addPacking({ token: TOKEN, shipping_key: 'ph-shipping', kind: 'gift_wrap' }),
  'carts.modifyPacking': (c) => c.carts.modifyPacking({ token: TOKEN, key: KEY }),
  'carts.modifyOrder': (c) => c.carts.modifyOrder({ token: TOKEN, note: 'ph-note' }),
  'carts.modifyOther': (c) => c.carts.modifyOther({ token: TOKEN, other: {} }),
  'carts.addAccessories': (c) =>
    c.carts.addAccessories({ token: TOKEN, parent_key: KEY, product_key: KEY, quantity: 1 }),
  'carts.modifyAccessories': (c) =>
    c.carts.modifyAccessories({ token: TOKEN, key: KEY, quantity: 1 }),
  'carts.deleteAccessories': (c) => c.carts.deleteAccessories({ token: TOKEN, keys: [KEY] }),
  'carts.decision': (c) => c.carts.decision(TOKEN, 'ph-idempotency-key'),
  'carts.deleteTransactionError': (c) => c.carts.deleteTransactionError({ token: TOKEN }),
  'carts.addCoupon': (c) => c.carts.addCoupon({ token: TOKEN, code: 'ph-coupon' }),
  'carts.deleteCoupon': (c) => c.carts.deleteCoupon({ token: TOKEN, coupon_id: 1 }),
  'carts.usePoints': (c) => c.carts.usePoints({ token: TOKEN, points: 100 }),
  'carts.setSocialReceiver': (c) =>
    c.carts.setSocialReceiver({ token: TOKEN, is_social_gift: true }),
  'carts.shippingLeadTime': (c) =>
    c.carts.shippingLeadTime(TOKEN, { keys: ['ph-shipping'], choiceMode: 'both' }),
  'carts.orderByNumber': (c) => c.carts.orderByNumber('ph-order-no', TOKEN),
  'carts.downloadQuotation': (c) => c.carts.downloadQuotation(TOKEN),

  'payments.list': (c) => c.payments.list(),
  'payments.forCart': (c) => c.payments.forCart(TOKEN),
  'payments.check': (c) => c.payments.check(TOKEN, ID),
  'payments.serviceSettings': (c) => c.payments.serviceSettings('ph-service'),
  'payments.tokenizeCard': (c) =>
    c.payments.tokenizeCard({
      number: '4111111111111111',
      name: 'PH NAME',
      expiration: '203012',
      security_code: '123',
    }),
  'payments.receiveFraudDetection': (c) =>
    c.payments.receiveFraudDetection({ result: 'ph-result' }),

  'orders.list': (c) => c.orders.list({ page: 1 }),
  'orders.get': (c) => c.orders.get(ID),
  'orders.cancel': (c) => c.orders.cancel(ID, 'ph-reason'),
  'orders.downloadReceipt': (c) => c.orders.downloadReceipt(ID),
  'orders.updateReceipt': (c) => c.orders.updateReceipt(ID, { addressee: 'ph-name' }),
  'orders.downloadQuotation': (c) => c.orders.downloadQuotation(ID),

  'guestOrders.downloadReceipt': (c) => c.guestOrders.downloadReceipt('ph-order-no', TOKEN),
  'guestOrders.checkReceipt': (c) => c.guestOrders.checkReceipt('ph-order-no', TOKEN),
  'guestOrders.getReceipt': (c) => c.guestOrders.getReceipt('ph-order-no', TOKEN),
  'guestOrders.updateReceipt': (c) =>
    c.guestOrders.updateReceipt('ph-order-no', TOKEN, { addressee: 'ph-name' }),

  'memos.create': (c) => c.memos.create({ order_id: ID, memo: 'ph-memo' }),
  'memos.update': (c) => c.memos.update(ID, { memo: 'ph-memo' }),
  'memos.remove': (c) => c.memos.remove(ID),

  'points.get': (c) => c.points.get(),
  'points.histories': (c) => c.points.histories({ page: 1 }),

  'lists.all': (c) => c.lists.all(),
  'lists.get': (c) => c.lists.get(KEY),
  'lists.attach': (c) => c.lists.attach([ID]),
  'lists.detach': (c) => c.lists.detach([ID]),
  'lists.detachByKey': (c) => c.lists.detachByKey(KEY, [ID]),
  'lists.create': (c) => c.lists.create({ name: 'ph-name' }),
  'lists.rename': (c) => c.lists.rename(KEY, { name: 'ph-name' }),
  'lists.remove': (c) => c.lists.remove(KEY),

  'bookmarks.list': (c) => c.bookmarks.list({ page: 1 }),
  'bookmarks.get': (c) => c.bookmarks.get(ID),
  'bookmarks.add': (c) => c.bookmarks.add({ product_id: ID }),
  'bookmarks.remove': (c) => c.bookmarks.remove(ID),

  'coupons.mine': (c) => c.coupons.mine(),
  'coupons.take': (c) => c.coupons.take({ coupon_id: ID, page: 'lp' }),
  'coupons.list': (c) => c.coupons.list(),

  'addresses.list': (c) => c.addresses.list(),
  'addresses.get': (c) => c.addresses.get(ID),
  'addresses.create': (c) => c.addresses.create({ shipping_last_name: 'ph-name' }),
  'addresses.update': (c) => c.addresses.update(ID, { shipping_last_name: 'ph-name' }),
  'addresses.remove': (c) => c.addresses.remove(ID),
  'addresses.removeAll': (c) => c.addresses.removeAll(),
  'addresses.use': (c) => c.addresses.use(ID),
  'addresses.useSender': (c) => c.addresses.useSender(ID),
  'addresses.importFile': (c) => c.addresses.importFile(FILE, 'ph.csv'),
  'addresses.exportFile': (c) => c.addresses.exportFile(),

  'cards.list': (c) => c.cards.list(),
  'cards.add': (c) => c.cards.add({ token: 'ph-card-token' }),
  'cards.remove': (c) => c.cards.remove(ID),
  'cards.use': (c) => c.cards.use(ID),

  'memorials.list': (c) => c.memorials.list(),
  'memorials.get': (c) => c.memorials.get(ID),
  'memorials.create': (c) => c.memorials.create({ name: 'ph-name' }),
  'memorials.update': (c) => c.memorials.update(ID, { name: 'ph-name' }),
  'memorials.remove': (c) => c.memorials.remove(ID),

  'timeseries.list': (c) => c.timeseries.list('body'),
  'timeseries.create': (c) => c.timeseries.create({ purpose: 'body', values: { height: 170 } }),
  'timeseries.remove': (c) => c.timeseries.remove({ purpose: 'body' }),

  'embroidery.get': (c) => c.embroidery.get(),
  'embroidery.save': (c) => c.embroidery.save({ text: 'ph', style: 'block', color: 'white' }),
  'embroidery.remove': (c) => c.embroidery.remove(),
  'embroidery.offer': (c) => c.embroidery.offer(KEY),

  'stylists.list': (c) => c.stylists.list(),
  'stylists.get': (c) => c.stylists.get(KEY),

  'vehicles.makers': (c) => c.vehicles.makers(),
  'vehicles.list': (c) => c.vehicles.list('ph-maker'),

  'systemMessages.list': (c) => c.systemMessages.list(),
  'systemMessages.get': (c) => c.systemMessages.get(ID),

  'inquiries.create': (c) =>
    c.inquiries.create({ name: 'ph', email: 'ph@example.test', phone: '0000000000', body: 'ph' }),
  'inquiries.list': (c) => c.inquiries.list(),
  'inquiries.get': (c) => c.inquiries.get(ID),
  'inquiries.reply': (c) => c.inquiries.reply({ inquiry_id: 1, body: 'ph-reply' }),

  'socialGifts.products': (c) => c.socialGifts.products(TOKEN),
  'socialGifts.shipping': (c) => c.socialGifts.shipping(TOKEN),
  'socialGifts.checkShipping': (c) =>
    c.socialGifts.checkShipping({ token: TOKEN, postal_code: '1000001' }),
  'socialGifts.checkDelivery': (c) =>
    c.socialGifts.checkDelivery({ token: TOKEN, prefecture: '東京都', delivery_at: '2026-01-01' }),
  'socialGifts.leadTime': (c) =>
    c.socialGifts.leadTime(TOKEN, { postal: '1000001', pref: 'ph-pref' }),
  'socialGifts.update': (c) => c.socialGifts.update(TOKEN, { postal_code: '1000001' }),
  'socialGifts.complete': (c) => c.socialGifts.complete(TOKEN),
} satisfies Record<string, (client: ApiClient) => Promise<unknown>>;

type Recorded = { method: string; url: string };

/** A client whose requests never leave the process: each is recorded and answered 200 { data: [] }. */
function recordingClient() {
  const requests: Recorded[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push({ method: (config.method ?? 'get').toLowerCase(), url: config.url ?? '' });
    return { data: { data: [] }, status: 200, statusText: 'OK', headers: {}, config };
  };
  const client = createApiClient({ baseURL: 'http://127.0.0.1:1', adapter });
  return { client, requests };
}

/** The functions of a client: core functions by name, group functions as 'group.fn'. */
function clientFunctions(client: ApiClient): string[] {
  const names: string[] = [];
  for (const name in client) {
    if (NOT_CALLS.has(name)) continue;
    const member: unknown = client[name as keyof ApiClient];
    if (typeof member === 'function') names.push(name);
    else if (member && typeof member === 'object') {
      for (const [fn, value] of Object.entries(member as Record<string, unknown>)) {
        if (typeof value === 'function') names.push(`${name}.${fn}`);
      }
    }
  }
  return names.sort();
}

/** /v1/products/{key} → a pattern whose parameters must be placeholders ({*} may span segments). */
function templatePattern(path: string): RegExp {
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      if (part === '{*}') return 'ph-[^?#]+';
      if (part.startsWith('{')) return 'ph-[^/?#]+';
      return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** Compares operations whatever the parameters are called: {key} and {productId} are one slot. */
const operation = (method: string, path: string) =>
  `${method.toLowerCase()} ${path.replace(/\{[^}]+\}/g, '{}').replace(/(.)\/$/, '$1')}`;

const label = (entry: Endpoint) => `${entry.method.toUpperCase()} ${entry.path} (${entry.client})`;
const callable = (name: string): ((client: ApiClient) => Promise<unknown>) | undefined =>
  (CALLS as Record<string, (client: ApiClient) => Promise<unknown>>)[name];

describe('the manifest matches the client', () => {
  it('lists every function of createApiClient, and only those, once each', () => {
    const { client } = recordingClient();
    const manifest = ENDPOINTS.map((entry) => entry.client);
    const functions = clientFunctions(client);
    expect(manifest.filter((name, index) => manifest.indexOf(name) !== index)).toEqual([]);
    expect({
      notInManifest: functions.filter((name) => !manifest.includes(name)),
      notOnClient: manifest.filter((name) => !functions.includes(name)),
      notInvokedHere: manifest.filter((name) => !callable(name)),
    }).toEqual({ notInManifest: [], notOnClient: [], notInvokedHere: [] });
  });

  it.each(ENDPOINTS.map((entry) => [label(entry), entry] as const))(
    '%s sends what the manifest says',
    async (_, entry) => {
      const { client, requests } = recordingClient();
      const invoke = callable(entry.client);
      expect(invoke, `no invocation for ${entry.client}`).toBeTypeOf('function');
      await invoke!(client);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.method).toBe(entry.method);
      expect(requests[0]!.url).toMatch(templatePattern(entry.path));
    },
  );
});

describe('the manifest matches the API document', () => {
  let operations: Set<string>;

  beforeAll(async () => {
    const api = await createTestApp();
    try {
      // The same document openapiDocument() of @mise/api/openapi builds; lint lets tests reach the API through @mise/api/testing only.
      const document = (
        api.app as unknown as { swagger: () => { paths: Record<string, Record<string, unknown>> } }
      ).swagger();
      operations = new Set(
        Object.entries(document.paths).flatMap(([path, item]) =>
          Object.keys(item)
            .filter((method) => METHODS.has(method))
            .map((method) => operation(method, path)),
        ),
      );
    } finally {
      await api.close();
    }
  });

  it.each(ENDPOINTS.map((entry) => [label(entry), entry] as const))(
    '%s is in the API',
    (_, entry) => {
      expect(operations.has(operation(entry.method, entry.path))).toBe(true);
    },
  );

  it('has an entry for every operation of the API', () => {
    const covered = new Set(ENDPOINTS.map((entry) => operation(entry.method, entry.path)));
    const missing = [...operations].filter((op) => !SYSTEM_ROUTES.has(op) && !covered.has(op));
    expect(missing).toEqual([]);
  });
});
