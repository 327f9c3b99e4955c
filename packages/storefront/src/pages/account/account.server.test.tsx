import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerShop } from '../../../test/server-shop.js';
import type { ServerShop } from '../../../test/server-shop.js';

let shop: ServerShop;

beforeAll(async () => {
  shop = await startServerShop();
});
afterAll(() => shop.close());

describe('a reminder mail’s link rendered on the server', () => {
  it.each(['/reminder/reset', '/reminder/username/reset'])(
    '%s with a link the shop never sent says so in the HTML, not URLを確認しています',
    async (path) => {
      const { status, html } = await shop.page(`${path}?token=not-a-token`);
      expect(status).toBe(200);
      expect(html).toContain('はじめから手続きする');
      expect(html).not.toContain('URLを確認しています');
    },
  );
});
