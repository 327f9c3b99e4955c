import http from 'node:http';
import https from 'node:https';

/**
 * The API's catalogue changes as they happen (GET /internal/catalog-changes, server-sent
 * events naming each changed table), so kept pages are dropped when what they show changes
 * instead of being checked with the API on every visit.
 *
 * `connection` numbers the current stream while it is up, and is undefined while it is down
 * (not yet connected, dropped, or the API cannot hear changes itself): changes may then go
 * unheard, and what was kept must be checked again. A new number after a reconnect tells the
 * same: what was heard on an earlier stream says nothing about the gap between them.
 */
export type CatalogFeed = {
  readonly connection: number | undefined;
  close: () => void;
};

export type CatalogFeedOptions = {
  /** The API, e.g. http://127.0.0.1:4000. */
  apiUrl: string;
  /** A table changed (heard on stream `connection`). */
  onChange: (table: string) => void;
  /** A stream is up: changes made before it may have gone unheard. */
  onConnect?: (connection: number) => void;
  /** First wait before connecting again, doubled on each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** A stream silent this long (the API sends a comment every 15 s) is taken for dead. */
  silenceMs?: number;
};

export function followCatalog(options: CatalogFeedOptions): CatalogFeed {
  const url = new URL('/internal/catalog-changes', options.apiUrl).toString();
  const retryMs = options.retryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 10_000;
  const silenceMs = options.silenceMs ?? 45_000;
  let connection: number | undefined;
  let count = 0;
  let wait = retryMs;
  let closed = false;
  let request: http.ClientRequest | undefined;
  let retry: NodeJS.Timeout | undefined;

  const down = () => {
    connection = undefined;
    request = undefined;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect();
    }, wait);
    retry.unref();
    wait = Math.min(wait * 2, maxRetryMs);
  };

  function connect() {
    if (closed) return;
    const secure = url.startsWith('https:');
    const current = (secure ? https : http).get(
      url,
      // A connection of its own: it stays open, outside the pools the renders use.
      { agent: false, headers: { accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          current.destroy();
          return;
        }
        response.setEncoding('utf8');
        let buffered = '';
        response.on('data', (chunk: string) => {
          if (connection === undefined && request === current) {
            count += 1;
            connection = count;
            wait = retryMs;
            options.onConnect?.(connection);
          }
          buffered += chunk;
          let end = buffered.indexOf('\n\n');
          while (end !== -1) {
            for (const line of buffered.slice(0, end).split('\n'))
              if (line.startsWith('data: ')) options.onChange(line.slice(6));
            buffered = buffered.slice(end + 2);
            end = buffered.indexOf('\n\n');
          }
        });
        response.on('end', () => current.destroy());
      },
    );
    request = current;
    current.setTimeout(silenceMs, () => current.destroy());
    current.on('close', () => {
      if (request === current) down();
    });
    current.on('error', () => undefined);
  }

  connect();
  return {
    get connection() {
      return connection;
    },
    close() {
      closed = true;
      clearTimeout(retry);
      connection = undefined;
      request?.destroy();
    },
  };
}
