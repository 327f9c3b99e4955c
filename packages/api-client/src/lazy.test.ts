import axios from 'axios';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { MockInstance } from 'vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.js';
import { createLazyApiClient } from './lazy.js';

// The client's code is the chunk the lazy client must not load before its first call: count
// when it is imported (once per file: the first test sees it). This file imports it only
// dynamically.
const loaded = vi.hoisted(() => ({ imports: 0 }));
vi.mock('./index.js', async (importOriginal) => {
  loaded.imports += 1;
  return importOriginal();
});

const PRODUCT = { data: { id: 7, name: '帆布トート', price: 4400 } };

/** The API, in-process: answers a product and 404s anything else, remembering what was asked. */
function shop() {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    if (config.url === '/v1/products/tote-1')
      return { data: PRODUCT, status: 200, statusText: 'OK', headers: {}, config };
    throw new axios.AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
      status: 404,
      statusText: 'Not Found',
      headers: {},
      config,
      data: { message: '商品が見つかりません', code: 'product_not_found' },
    });
  };
  return { adapter, seen };
}

const options = (adapter: AxiosAdapter) => ({
  baseURL: 'http://api.test',
  channel: 'standard',
  getAccessToken: () => 'member-token',
  adapter,
});

// Each client configures its own axios instance at its first call: counting them counts clients.
let clients: MockInstance<typeof axios.create>;
beforeEach(() => {
  clients = vi.spyOn(axios, 'create');
});
afterEach(() => {
  clients.mockRestore();
});

describe('createLazyApiClient', () => {
  it("loads nothing until the first call, then answers as createApiClient's client does", async () => {
    const { adapter, seen } = shop();
    const client = createLazyApiClient(options(adapter));
    // Reaching a group or an endpoint is not a call.
    const { detail } = client.products;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded.imports).toBe(0);
    expect(clients).not.toHaveBeenCalled();

    const lazy = await detail('tote-1', { tag_token: 'abc' });
    expect(loaded.imports).toBe(1);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'get',
      baseURL: 'http://api.test',
      url: '/v1/products/tote-1',
      params: { tag_token: 'abc' },
    });
    expect(seen[0]!.headers.get('X-Channel')).toBe('standard');
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer member-token');

    const { createApiClient } = await import('./index.js');
    const eager = await createApiClient(options(adapter)).products.detail('tote-1', {
      tag_token: 'abc',
    });
    expect(lazy).toEqual(eager);
    expect(lazy).toEqual(PRODUCT);
  });

  it('makes one client for calls made before its code is there, and keeps using it', async () => {
    const { adapter, seen } = shop();
    const client = createLazyApiClient(options(adapter));
    const answers = await Promise.all([
      client.products.detail('tote-1'),
      client.http.request({ method: 'get', url: '/v1/products/tote-1' }),
    ]);
    expect(answers[0]).toEqual(PRODUCT);
    expect(answers[1].data).toEqual(PRODUCT);
    expect(clients).toHaveBeenCalledTimes(1);
    // Once loaded, the client's own members answer, and its axios instance is the one calls use.
    await client.products.detail('tote-1');
    const instance = await client.instance();
    await instance.request({ method: 'get', url: '/v1/products/tote-1' });
    expect(clients).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(4);
  });

  it('cancelAll before any call does nothing, and calls after it go through', async () => {
    const { adapter, seen } = shop();
    const client = createLazyApiClient(options(adapter));
    expect(() => client.cancelAll()).not.toThrow();
    expect(clients).not.toHaveBeenCalled();
    await expect(client.products.detail('tote-1')).resolves.toEqual(PRODUCT);
    expect(seen).toHaveLength(1);
  });

  it("rejects a failed call with the server's Japanese message, as the real client does", async () => {
    const { adapter } = shop();
    const client = createLazyApiClient(options(adapter));
    const failure: unknown = await client.products.detail('gone').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      kind: 'http',
      status: 404,
      code: 'product_not_found',
      message: '商品が見つかりません',
    });
  });

  it('is never a promise: awaiting the client or a group calls nothing and loads nothing', async () => {
    const { adapter, seen } = shop();
    const client = createLazyApiClient(options(adapter));
    // A thenable would hand its own value to `then`'s callbacks, or never call them.
    const settled = (value: unknown) =>
      Promise.race([Promise.resolve(value), new Promise((resolve) => setTimeout(resolve, 100))]);
    await expect(settled(client)).resolves.toBe(client);
    const products = client.products;
    await expect(settled(products)).resolves.toBe(products);
    expect(clients).not.toHaveBeenCalled();
    expect(seen).toHaveLength(0);
  });
});
