import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { followCatalog } from './catalog-feed.js';
import type { CatalogFeed } from './catalog-feed.js';

/** A stand-in for the API's feed: `answer` decides each connection's fate. */
async function feedServer(answer: (response: http.ServerResponse, attempt: number) => void) {
  let attempts = 0;
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    expect(request.url).toBe('/internal/catalog-changes');
    attempts += 1;
    open.add(response);
    response.on('close', () => open.delete(response));
    answer(response, attempts);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get attempts() {
      return attempts;
    },
    send: (text: string) => {
      for (const response of open) response.write(text);
    },
    drop: () => {
      for (const response of open) response.destroy();
    },
    close: () => {
      for (const response of open) response.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const stream = (response: http.ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.write(': listening\n\n');
};

let feed: CatalogFeed | undefined;
let servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  feed?.close();
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

describe('the catalogue feed', () => {
  it('is up once the API streams, and tells each changed table, split across chunks or not', async () => {
    const api = await feedServer(stream);
    servers.push(api);
    const tables: string[] = [];
    const connected: number[] = [];
    feed = followCatalog({
      apiUrl: api.url,
      onChange: (table) => tables.push(table),
      onConnect: (connection) => connected.push(connection),
    });
    expect(feed.connection).toBeUndefined();
    await expect.poll(() => feed!.connection).toBe(1);
    api.send('data: products\n\ndata: ne');
    api.send('ws\n\n: \n\n');
    await expect.poll(() => tables).toEqual(['products', 'news']);
    expect(connected).toEqual([1]);
  });

  it('is down while the API refuses or drops it, and comes back on a new stream, retrying with backoff', async () => {
    /** The feed's state each time it asked to connect. */
    const asking: (number | undefined)[] = [];
    const api = await feedServer((response, attempt) => {
      asking.push(feed?.connection);
      if (attempt <= 2) {
        response.writeHead(503).end();
        return;
      }
      stream(response);
    });
    servers.push(api);
    feed = followCatalog({ apiUrl: api.url, onChange: () => undefined, retryMs: 20 });
    await expect.poll(() => feed!.connection).toBe(1);
    expect(api.attempts).toBe(3);
    api.drop();
    await expect.poll(() => feed!.connection).toBe(2);
    // Down while it was refused and while it reconnected after the drop.
    expect(asking).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('takes a silent stream for dead', async () => {
    const api = await feedServer(stream);
    servers.push(api);
    feed = followCatalog({ apiUrl: api.url, onChange: () => undefined, silenceMs: 100 });
    await expect.poll(() => feed!.connection).toBe(1);
    await expect.poll(() => api.attempts, { timeout: 2_000 }).toBeGreaterThan(1);
  });
});
