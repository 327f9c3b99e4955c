import { DEMO_PASSWORD, schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontState } from '../../create-default.js';
import { createMemoryCookies } from '../../env.js';
import { logout } from '../../logout.js';
import { login } from '../account/index.js';
import {
  fetchEmbroidery,
  fetchEmbroideryOffer,
  saveEmbroidery,
  selectEmbroideryOffer,
} from './user-embroidery.js';
import { addMeasurement, fetchMeasurements, removeMeasurement } from './user-measurement.js';
import {
  createUserMemorial,
  fetchUserMemorials,
  removeUserMemorial,
  selectUserMemorialsFull,
  updateUserMemorial,
} from './user-memorial.js';

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

async function rider() {
  const { store } = createStorefrontState({
    api: { baseURL: api.baseURL, channel: 'moto', events: { log: () => undefined } },
    cookies: createMemoryCookies(),
  });
  await store.dispatch(login({ login_id: 'rider', password: DEMO_PASSWORD })).unwrap();
  return store;
}

const MEMORIAL = {
  target_user_name: '高橋健太',
  division_ct: 1,
  name: '納車記念日',
  month: 4,
  date: 12,
  call: '',
};

describe('the motorcycle shop sections', () => {
  it('userMemorial holds the memorials and the limit; logout resets it', async () => {
    const store = await rider();
    expect(store.getState().userMemorial.limit).toBe(1);
    await store.dispatch(fetchUserMemorials()).unwrap();
    expect(store.getState().userMemorial).toMatchObject({ status: 'loaded', limit: 5, list: [] });
    const created = await store.dispatch(createUserMemorial(MEMORIAL)).unwrap();
    await store
      .dispatch(updateUserMemorial({ id: created.id, body: { ...MEMORIAL, name: '車検日' } }))
      .unwrap();
    expect(store.getState().userMemorial.list.map((m) => m.name)).toEqual(['車検日']);
    expect(selectUserMemorialsFull(store.getState())).toBe(false);
    await store.dispatch(removeUserMemorial(created.id)).unwrap();
    expect(store.getState().userMemorial.list).toEqual([]);
    await store.dispatch(createUserMemorial(MEMORIAL)).unwrap();
    store.dispatch(logout());
    expect(store.getState().userMemorial).toMatchObject({ list: [], limit: 1, status: 'idle' });
  });

  it('userMeasurement keeps entries newest first; a refused entry keeps its Japanese errors', async () => {
    const store = await rider();
    await store.dispatch(fetchMeasurements('body')).unwrap();
    expect(store.getState().userMeasurement.limit).toBe(10);
    await store.dispatch(addMeasurement({ purpose: 'body', values: { height: 170 } })).unwrap();
    const newest = await store
      .dispatch(addMeasurement({ purpose: 'body', values: { height: 171 } }))
      .unwrap();
    expect(store.getState().userMeasurement.list.map((e) => e.values.height)).toEqual([171, 170]);
    const refused = await store.dispatch(
      addMeasurement({ purpose: 'body', values: { height: '172.55' } }),
    );
    expect(refused.meta.requestStatus).toBe('rejected');
    expect((refused as { error: { errors?: Record<string, string[]> } }).error.errors).toEqual({
      height: ['身長（cm）は小数点第1位までの数値を入力してください'],
    });
    await store.dispatch(removeMeasurement(newest.id)).unwrap();
    expect(store.getState().userMeasurement.list.map((e) => e.values.height)).toEqual([170]);
    store.dispatch(logout());
    expect(store.getState().userMeasurement.list).toEqual([]);
  });

  it('userEmbroidery holds the saved embroidery; logout forgets it', async () => {
    const store = await rider();
    expect(await store.dispatch(fetchEmbroidery()).unwrap()).toBeNull();
    await store
      .dispatch(saveEmbroidery({ text: 'KENTA', style: 'block', color: 'white' }))
      .unwrap();
    expect(store.getState().userEmbroidery.data).toMatchObject({
      text: 'KENTA',
      style_label: 'ブロック体',
    });
    store.dispatch(logout());
    expect(store.getState().userEmbroidery.data).toBeNull();
  });

  it('knows which products offer name embroidery and at what price; logout keeps that', async () => {
    const store = await rider();
    // A product sold with the embroidery service as its accessory offers it.
    const [service] = await api.db
      .select()
      .from(schema.embroideryServices)
      .where(eq(schema.embroideryServices.channelId, 'moto'));
    const [jacket] = await api.db
      .select({ key: schema.products.key })
      .from(schema.productRelations)
      .innerJoin(schema.products, eq(schema.products.id, schema.productRelations.productId))
      .where(
        and(
          eq(schema.productRelations.relatedId, service!.productId),
          eq(schema.productRelations.kind, 'accessory'),
        ),
      )
      .limit(1);
    await store.dispatch(fetchEmbroideryOffer(jacket!.key));
    expect(selectEmbroideryOffer(store.getState(), jacket!.key)).toMatchObject({
      product_key: 'name-embroidery',
      unit_price_with_tax: 1100,
    });
    // The service itself offers none (404): no option is shown for it.
    await store.dispatch(fetchEmbroideryOffer('name-embroidery'));
    expect(store.getState().userEmbroidery.offers).toHaveProperty('name-embroidery', null);

    store.dispatch(logout());
    expect(selectEmbroideryOffer(store.getState(), jacket!.key)).toMatchObject({
      unit_price_with_tax: 1100,
    });
  });
});
