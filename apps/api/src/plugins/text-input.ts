import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../errors.js';

/** NUL, which PostgreSQL cannot store in text, and UTF-16 halves that are not text at all. */
const UNUSABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any request of the API; far below what would strain the checks below. */
const MAX_DEPTH = 32;

type Found = { field: string; reason: 'characters' | 'depth' };

/** The first string (value or key) with unusable characters, or a nesting too deep; iterative. */
function findUnusable(root: unknown, name: string): Found | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: root, path: '', depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    const field = path || name;
    if (typeof value === 'string') {
      if (UNUSABLE.test(value)) return { field, reason: 'characters' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) return { field, reason: 'depth' };
    if (Buffer.isBuffer(value)) continue;
    for (const [key, item] of Object.entries(value)) {
      const inner = path ? `${path}.${key}` : key;
      if (UNUSABLE.test(key)) return { field: inner, reason: 'characters' };
      stack.push({ value: item, path: inner, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Every string a request brings (path, query, body at any depth, cookies) is checked once here, before
 * any route sees it: text the database cannot keep is refused with 400 and a Japanese message
 * naming the field, instead of failing deep inside a query.
 */
export default fp(
  (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const [name, part] of [
        ['path', request.params],
        ['query', request.query],
        ['body', request.body],
        ['cookie', request.cookies],
      ] as const) {
        const found = findUnusable(part, name);
        if (!found) continue;
        if (found.reason === 'depth') throw new HttpError(400, MESSAGES.invalidJson);
        throw new HttpError(400, MESSAGES.unusableCharacters, {
          code: 'unusable_characters',
          errors: { [found.field]: [MESSAGES.unusableCharacters] },
        });
      }
    });
  },
  { name: 'text-input' },
);
