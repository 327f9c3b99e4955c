import { describe, expect, it } from 'vitest';
import { catalogueBody, displayValue, emptyValues, fieldsOf, toContactBody } from './fields.js';

describe('contact form fields', () => {
  it('asks the business shop for every company field of spec section 3', () => {
    const names = fieldsOf('business').map(([name]) => name);
    for (const name of [
      'corporation',
      'department',
      'address',
      'establishment',
      'annual_sale',
      'capital',
      'employee_num',
      'business_type',
      'store_name',
      'business_hours',
      'business_holiday',
      'url',
      'delivery',
      'delivery_company',
      'payment',
      'order_no',
    ])
      expect(names).toContain(name);
    expect(fieldsOf('contact').map(([name]) => name)).not.toContain('corporation');
  });

  it('asks a catalogue request for the address to post it to', () => {
    expect(Object.keys(emptyValues('catalog'))).toEqual(
      expect.arrayContaining(['catalog_code', 'postal_code', 'prefecture', 'city', 'address1']),
    );
    expect(catalogueBody({ title: 'パーツカタログ 2027' })).toBe(
      '「パーツカタログ 2027」を1部請求します。',
    );
  });

  it('sends only the fields of its kind, trimmed, with the subject as a number', () => {
    const values = {
      ...emptyValues('contact'),
      name: ' 山田太郎 ',
      category_id: '12',
      corporation: 'x',
    };
    expect(toContactBody('contact', values)).toMatchObject({ name: '山田太郎', category_id: 12 });
    expect(toContactBody('contact', values)).not.toHaveProperty('corporation');
    expect(toContactBody('contact', emptyValues('contact')).category_id).toBeNull();
  });

  it('shows option labels and the subject name on the confirm page', () => {
    const lookups = { categories: [{ id: 3, name: '商品について／在庫・入荷予定' }] };
    expect(displayValue('delivery', 'customer_direct', lookups)).toBe('お客様直送');
    expect(displayValue('payment', 'deferred_payment_service', lookups)).toBe('後払い決済サービス');
    expect(displayValue('category_id', '3', lookups)).toBe('商品について／在庫・入荷予定');
    expect(displayValue('category_id', '', lookups)).toBe('指定なし');
  });
});
