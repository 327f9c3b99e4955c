import axios, { AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

export type SharedAnswersOptions = {
  /**
   * The stream of the API's catalogue changes the server follows (the theme server's feed),
   * undefined while it is down: an answer is reused only on the stream it was fetched on, so
   * a change the server could have missed is never hidden.
   */
  pushed: () => number | undefined;
  /** How long an answer is reused at most (default 30 s; the page cache's bound). */
  maxAgeMs?: number;
  /** How many answers are kept (default 500; the least recently used go first). */
  maxEntries?: number;
  /** Sends what is not answered here (default: axios's own adapters). */
  send?: AxiosAdapter;
  /** A call answered from what was kept (the theme server's metrics count them). */
  onHit?: () => void;
};

type Kept = SharedAnswer & { url: string; stream: number; at: number };

/** A kept answer: its body as the API sent it, and parsed once (frozen: every request reads it). */
export type SharedAnswer = {
  data: string;
  json: unknown;
  status: number;
  statusText: string;
  headers: Record<string, string>;
};

export type SharedAnswers = {
  /** Sends the calls of every request's client of one server, keeping what may be shared. */
  adapter: AxiosAdapter;
  /**
   * The kept answer to an anonymous GET of `url` (axios's full URI) as `channel`, if it may be
   * reused now: the client answers it without going through axios (ApiClientOptions.answers).
   */
  lookup: (channel: string, url: string) => SharedAnswer | undefined;
  /** Forgets the answers whose URL `changed` says a catalogue change touched. */
  invalidate: (changed: (url: string) => boolean) => void;
};

/**
 * The answers every shopper gets alike — anonymous GETs the API marks `Cache-Control: public`
 * with an ETag (settings, categories, makers, a product list...) — kept in the SSR server's
 * memory and reused by the renders that follow, so a page rendered anew asks the API only for
 * what is its own. The same rule as the API's response cache and the page cache: a call that
 * carries a member's token, or an answer that is not public, always goes to the API. The
 * answer's body is parsed once and frozen, so the requests that read it share it and none can
 * change it for the others (the store freezes what it keeps all the same).
 */
export function createSharedAnswers(options: SharedAnswersOptions): SharedAnswers {
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 500;
  const send = options.send ?? axios.getAdapter(axios.defaults.adapter);
  // Map order is use order: the first key is the least recently used.
  const kept = new Map<string, Kept>();
  /** Changes told so far: an answer fetched while one came in may predate it. */
  let changes = 0;

  const keyOf = (config: InternalAxiosRequestConfig) =>
    `${String(config.headers.get('X-Channel') ?? '')}\n${axios.getUri(config)}`;

  const reusable = (config: InternalAxiosRequestConfig) =>
    (config.method ?? 'get').toLowerCase() === 'get' &&
    !config.headers.has('Authorization') &&
    (config.responseType ?? 'json') === 'json';

  function lookup(channel: string, url: string): Kept | undefined {
    const key = `${channel}\n${url}`;
    const stream = options.pushed();
    const entry = kept.get(key);
    if (!entry || stream === undefined || entry.stream !== stream) return undefined;
    if (Date.now() - entry.at > maxAgeMs) {
      kept.delete(key);
      return undefined;
    }
    kept.delete(key);
    kept.set(key, entry);
    options.onHit?.();
    return entry;
  }

  const adapter: AxiosAdapter = async (config) => {
    if (!reusable(config)) return send(config);
    const key = keyOf(config);
    const stream = options.pushed();
    const entry = lookup(String(config.headers.get('X-Channel') ?? ''), axios.getUri(config));
    if (entry)
      return {
        data: entry.data,
        status: entry.status,
        statusText: entry.statusText,
        headers: new AxiosHeaders(entry.headers),
        config,
        request: undefined,
      } satisfies AxiosResponse;
    const before = changes;
    const response = await send(config);
    const headers = AxiosHeaders.from(response.headers as AxiosHeaders);
    if (
      stream !== undefined &&
      options.pushed() === stream &&
      changes === before &&
      response.status === 200 &&
      typeof response.data === 'string' &&
      headers.has('etag') &&
      /\bpublic\b/.test(String(headers.get('cache-control') ?? ''))
    ) {
      kept.delete(key);
      kept.set(key, {
        url: axios.getUri(config),
        data: response.data,
        json: frozen(JSON.parse(response.data)),
        status: response.status,
        statusText: response.statusText,
        headers: Object.fromEntries(
          Object.entries(headers.toJSON()).map(([name, value]) => [name, String(value)]),
        ),
        stream,
        at: Date.now(),
      });
      for (const oldest of kept.keys()) {
        if (kept.size <= maxEntries) break;
        kept.delete(oldest);
      }
    }
    return response;
  };

  return {
    adapter,
    lookup,
    invalidate(changed) {
      changes += 1;
      for (const [key, entry] of kept) if (changed(entry.url)) kept.delete(key);
    },
  };
}

/** `value` and everything in it made read-only. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}
