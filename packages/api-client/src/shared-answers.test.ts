import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import axios from 'axios';
import type { AxiosAdapter } from 'axios';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './index.js';
import { createSharedAnswers } from './shared-answers.js';

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

/** Shared answers over axios's own adapter, counting what reaches the API. */
function shared(pushed: () => number | undefined = () => 1) {
  const http = axios.getAdapter(axios.defaults.adapter);
  const send = vi.fn<AxiosAdapter>((config) => http(config));
  const onHit = vi.fn();
  const answers = createSharedAnswers({ pushed, send, onHit });
  /** One render's client, as the SSR server makes one per request. */
  const request = async (url: string, token?: string) => {
    const client = createApiClient({
      baseURL: api.baseURL,
      channel: 'standard',
      adapter: answers.adapter,
      ...(token ? { getAccessToken: () => token } : {}),
    });
    return (await client.instance()).get<{ data: unknown }>(url);
  };
  return { answers, send, request, onHit };
}

describe('shared answers (the SSR server reusing what every shopper gets alike)', () => {
  it('answers a later render from memory with what the API gave the first, each render its own copy', async () => {
    const { send, request, onHit } = shared();
    const first = await request('/v1/products?per_page=2');
    expect(onHit).not.toHaveBeenCalled();
    const second = await request('/v1/products?per_page=2');
    expect(send).toHaveBeenCalledTimes(1);
    // Told, for the theme server's metrics.
    expect(onHit).toHaveBeenCalledTimes(1);
    expect(second.data).toEqual(first.data);
    expect(second.data).not.toBe(first.data);
    expect(second.headers.etag).toBe(first.headers.etag);
    // Another query is another answer.
    await request('/v1/products?per_page=3');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("answers a page's call without axios, told to the page as a call is, each its own copy", async () => {
    const { answers, send, onHit } = shared();
    const adapter = vi.fn<AxiosAdapter>((config) => answers.adapter(config));
    /** One render's client given the whole shared answers, as the SSR server gives them. */
    const render = (token?: string) => {
      const seen: string[] = [];
      const client = createApiClient({
        baseURL: api.baseURL,
        channel: 'standard',
        answers: { lookup: answers.lookup, adapter },
        ...(token ? { getAccessToken: () => token } : { guest: true }),
        events: {
          onRequest: (call) => seen.push(`${call.method} ${call.url}`),
          onResponse: (call) => seen.push(`${call.status} ${call.url}`),
        },
      });
      return { client, seen };
    };
    const first = render();
    const firstList = await first.client.products.list({ per_page: 2 });
    const second = render();
    const create = vi.spyOn(axios, 'create');
    const secondList = await second.client.products.list({ per_page: 2 });
    // Nor is axios set up for it: the render whose calls are all shared makes no instance.
    expect(create).not.toHaveBeenCalled();
    create.mockRestore();
    expect(send).toHaveBeenCalledTimes(1);
    expect(onHit).toHaveBeenCalledTimes(1);
    // Answered before axios's pipeline: its adapter saw the first render's call only.
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(secondList).toEqual(firstList);
    expect(secondList.data).not.toBe(firstList.data);
    // The page cache learns what the page was made from either way.
    expect(second.seen).toEqual(first.seen);
    expect(second.seen).toHaveLength(2);
    // A member's call carries their token: always the API's answer.
    await render('a-member-token').client.products.list({ per_page: 2 });
    expect(send).toHaveBeenCalledTimes(2);
    // So does one whose token the page's session check brings while the call starts.
    const session: { token?: string } = {};
    const checking = createApiClient({
      baseURL: api.baseURL,
      channel: 'standard',
      answers: { lookup: answers.lookup, adapter },
      getAccessToken: () => session.token,
    });
    const call = checking.products.list({ per_page: 2 });
    session.token = 'a-member-token';
    await call;
    expect(send).toHaveBeenCalledTimes(3);
    // Another query is another answer, and the first is still found by its own.
    const third = await render().client.products.list({ per_page: 3 });
    expect(send).toHaveBeenCalledTimes(4);
    expect(third.data).toHaveLength(3);
    await render().client.products.list({ per_page: 2 });
    expect(send).toHaveBeenCalledTimes(4);
  });

  it("always asks the API for a member's call", async () => {
    const { send, request } = shared();
    await request('/v1/products?per_page=2');
    await request('/v1/products?per_page=2', 'a-member-token');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('asks again once a change touched the answer, and while the feed of changes is down or started anew', async () => {
    let stream: number | undefined = 1;
    const { answers, send, request } = shared(() => stream);
    await request('/v1/products?per_page=2');
    answers.invalidate((url) => url.includes('/v1/news'));
    await request('/v1/products?per_page=2');
    expect(send).toHaveBeenCalledTimes(1);
    answers.invalidate((url) => url.includes('/v1/products'));
    await request('/v1/products?per_page=2');
    expect(send).toHaveBeenCalledTimes(2);

    stream = undefined;
    await request('/v1/products?per_page=2');
    await request('/v1/products?per_page=2');
    expect(send).toHaveBeenCalledTimes(4);
    // A new stream may follow changes the old one missed: nothing fetched before it is reused.
    stream = 2;
    await request('/v1/products?per_page=2');
    await request('/v1/products?per_page=2');
    expect(send).toHaveBeenCalledTimes(5);
  });

  it('keeps no answer the API did not mark public (a failure, a cart)', async () => {
    const { send, request } = shared();
    for (let i = 0; i < 2; i += 1)
      await request('/v1/products/no-such-product').catch(() => undefined);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
