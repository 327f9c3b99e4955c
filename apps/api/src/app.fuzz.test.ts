import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, memberSession, TEST_DRIVER } from './testing.js';
import type { TestApp } from './testing.js';

// Every operation of /openapi.json is sent input no client should send: NUL bytes, halves of
// UTF-16 pairs, megabyte strings, wrong types, deep JSON, negative and huge numbers, in its
// path, query and body. Whatever the route, the answer is a 4xx with a Japanese message, never
// a 5xx and never no answer at all.

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
};
type Operation = {
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
const BIG = 'あ'.repeat(350_000);
const DEEP = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;

/** Path segments, already in URL form. */
const PATH_VALUES = {
  nul: '%00',
  'nul inside': 'st-00001-01%00x',
  'lone surrogate': '%ED%A0%80',
  'bad escape': '%E0%A4%A',
  negative: '-1',
  huge: '99999999999999999999999',
  long: 'a'.repeat(600),
};
/** Query values and body fields. */
const VALUES: Record<string, unknown> = {
  nul: 'a\u0000b',
  'lone surrogate': 'a\uD800b',
  'trailing surrogate': '\uDC00',
  'megabyte string': BIG,
  object: { nested: { deeper: true } },
  array: [1, 'two', null],
  negative: -1,
  huge: 1e308,
  'beyond 64 bits': 2 ** 70,
  boolean: true,
};

let t: TestApp;
let token: string;
let operations: { method: string; path: string; operation: Operation }[];

/** A request that has not been answered in 10 s counts as no answer. */
async function send(options: {
  method: string;
  url: string;
  payload?: string;
}): Promise<LightMyRequestResponse | 'no answer'> {
  const answer = t.app.inject({
    method: options.method as 'GET',
    url: options.url,
    headers: {
      'x-channel': 'standard',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), 10_000);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with an answer, if anything. */
function fault(response: LightMyRequestResponse | 'no answer'): string | undefined {
  if (response === 'no answer') return 'no answer';
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 120)}`;
  if (response.statusCode < 400) return undefined;
  let message: unknown;
  try {
    message = response.json<{ message?: unknown }>().message;
  } catch {
    return `${response.statusCode} without a JSON message`;
  }
  return typeof message === 'string' && JAPANESE.test(message)
    ? undefined
    : `${response.statusCode} with a message that is not Japanese: ${String(message)}`;
}

/** A plausible value for a path parameter that is not under test. */
const sample = (name: string) => (/key|code|url|token/i.test(name) ? 'st-00001-01' : '1');
/** The path with `value` for the parameter `name` and a plausible value for the others. */
const fill = (path: string, value: string, name: string) =>
  path.replace(/\{([^}]+)\}/g, (_whole, other: string) => (other === name ? value : sample(other)));

// Both drivers are PostgreSQL and answer bad input alike: when the suite also runs on the
// PostgreSQL server, the fuzzing runs there only (on PGlite it took 115 s of CI's 20 minutes).
const elsewhere = TEST_DRIVER === 'pglite' && Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(elsewhere)('every operation of /openapi.json', () => {
  beforeAll(async () => {
    t = await createTestApp();
    token = (await memberSession(t.app, 'standard', 'taro')).token;
    const doc = (await t.app.inject({ url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
  });
  afterAll(() => t.close());

  it('answers bad path, query and body input with a Japanese 4xx, never a 5xx', async () => {
    const faults: string[] = [];
    const check = async (label: string, request: Parameters<typeof send>[0]) => {
      const found = fault(await send(request));
      if (found) faults.push(`${request.method} ${label}: ${found}`);
    };
    expect(operations.length).toBeGreaterThan(100);
    for (const { method, path, operation } of operations) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
      for (const name of names) {
        for (const [kind, value] of Object.entries(PATH_VALUES)) {
          await check(`${path} {${name}} ${kind}`, { method, url: fill(path, value, name) });
        }
      }
      const plain = path.replace(/\{([^}]+)\}/g, (_whole, name: string) => sample(name));
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
      for (const [kind, value] of Object.entries(VALUES)) {
        if (query.length === 0) break;
        const search = new URLSearchParams();
        const text = (item: unknown) => (typeof item === 'string' ? item : JSON.stringify(item));
        for (const parameter of query) {
          if (Array.isArray(value))
            for (const item of value) search.append(parameter.name, text(item));
          else search.set(parameter.name, text(value));
        }
        await check(`${path}?… ${kind}`, { method, url: `${plain}?${search.toString()}` });
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (!body) continue;
      const fields = Object.keys(body.properties ?? {});
      for (const [kind, value] of Object.entries(VALUES)) {
        const payload = Object.fromEntries(fields.map((field) => [field, value]));
        await check(`${path} body ${kind}`, {
          method,
          url: plain,
          payload: JSON.stringify(payload),
        });
      }
      await check(`${path} body deep`, {
        method,
        url: plain,
        payload: `{"${fields[0] ?? 'value'}":${DEEP}}`,
      });
      await check(`${path} body not an object`, { method, url: plain, payload: '"\\u0000"' });
    }
    expect(faults).toEqual([]);
  }, 600_000);
});
