import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { loadIssuer } from './issuer.js';

describe('document issuer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reads the shop's issuer and invoice registration number from its settings", async () => {
    const issuer = await loadIssuer(t.db, { id: 'business', name: 'Mise ビジネス' });
    expect(issuer).toEqual({
      name: '株式会社ミセ 法人営業部',
      postalCode: '150-0041',
      address: '東京都渋谷区神南1-0-0 ミセビル5階',
      phone: '03-0000-3200',
      registrationNo: 'T1010001000000',
    });
  });

  it('falls back to the shop name when a shop has no issuer settings', async () => {
    const issuer = await loadIssuer(t.db, { id: 'nowhere', name: '新しいお店' });
    expect(issuer).toEqual({
      name: '新しいお店',
      postalCode: '',
      address: '',
      phone: '',
      registrationNo: '',
    });
  });
});
