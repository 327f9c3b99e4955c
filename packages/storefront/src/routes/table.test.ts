import { describe, expect, it } from 'vitest';
import { ROUTES, routesFor } from './table.js';

/** Every path of spec section 2, written as the spec lists them. */
const SPEC_PATHS = [
  '/',
  '/blog',
  '/blog/{key}',
  '/brand',
  '/catalog-order',
  '/contact',
  '/contact/confirm',
  '/contact/complete',
  '/coupon',
  '/ec',
  '/faq',
  '/flip-book',
  '/maintenance',
  '/maker',
  '/maker/{key}',
  '/news',
  '/news/{key}',
  '/popup',
  '/product',
  '/product/{key}',
  '/product/{key}/uos',
  '/sitemap',
  '/stylist',
  '/stylist/{key}',
  '/orders/receipt',
  '/oauth/callback',
  '/*',
  '/cart',
  '/cart/shipping-select',
  '/cart/shipping-add',
  '/cart/shipping-detail',
  '/cart/payment',
  '/cart/confirm',
  '/cart/complete',
  '/login',
  '/login/unlock',
  '/login_sync',
  '/register',
  '/register/complete',
  '/reminder',
  '/reminder/reset',
  '/reminder/username',
  '/reminder/username/reset',
  '/verify',
  '/verify/email',
  '/social-gift',
  '/social-gift/{key?}/complete',
  '/social-gift/{key?}/confirm',
  '/social-gift/{key?}/delivery',
  '/social-gift/{key?}/shipping',
  '/mypage',
  '/mypage/address',
  '/mypage/address/add',
  '/mypage/address/{key}/edit',
  '/mypage/bookmark',
  '/mypage/card',
  '/mypage/card/add',
  '/mypage/inquiry_history',
  '/mypage/inquiry_history/{key}',
  '/mypage/leave',
  '/mypage/list',
  '/mypage/list/{key}',
  '/mypage/login_history',
  '/mypage/logout',
  '/mypage/measurement',
  '/mypage/measurement/edit',
  '/mypage/memorial',
  '/mypage/memorial/add',
  '/mypage/memorial/{key}/edit',
  '/mypage/message-center',
  '/mypage/message-center/{key}',
  '/mypage/name-embroidery',
  '/mypage/name-embroidery/edit',
  '/mypage/order_history',
  '/mypage/order_history/{key}',
  '/mypage/password',
  '/mypage/point',
  '/mypage/product_history',
  '/mypage/product_request_history',
  '/mypage/product_search_history',
  '/mypage/user_info',
  '/mypage/user_info/edit',
];

const asSpec = (path: string) =>
  path === '*'
    ? '/*'
    : path.replace(
        /:(\w+)(\?)?/g,
        (_, name: string, optional?: string) => `{${name}${optional ?? ''}}`,
      );

describe('route table', () => {
  it('has every route of spec section 2', () => {
    const paths = ROUTES.map((route) => asSpec(route.path));
    const missing = SPEC_PATHS.filter((path) => !paths.includes(path));
    expect(missing).toEqual([]);
  });

  it('has no route twice and a title for every named page', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    for (const route of ROUTES.filter((r) => r.id !== 'staticPage'))
      expect(route.title).not.toBe('');
  });

  it('guards my page as login-only, leaves checkout open to guests and account entry as logout-only', () => {
    const access = (path: string) => ROUTES.find((route) => route.path === path)?.access;
    expect(
      ROUTES.filter((route) => route.path.startsWith('/mypage')).every(
        (route) => route.access === 'login',
      ),
    ).toBe(true);
    expect(
      ROUTES.filter((route) => route.path.startsWith('/cart')).every(
        (route) => route.access === 'public',
      ),
    ).toBe(true);
    expect(access('/login')).toBe('logout');
    expect(access('/register')).toBe('logout');
  });

  it('classifies every route as shared or personal: catalogue and content shared, anything of one shopper personal', () => {
    for (const route of ROUTES) expect(['shared', 'personal']).toContain(route.sharing);
    const sharing = (path: string) => ROUTES.find((route) => route.path === path)?.sharing;
    for (const path of [
      '/',
      '/product',
      '/product/:key',
      '/maker',
      '/maker/:key',
      '/brand',
      '/news',
      '/news/:key',
      '/blog',
      '/blog/:key',
      '/faq',
      '/stylist',
      '/stylist/:key',
      '/:slug',
    ])
      expect(sharing(path), path).toBe('shared');
    // A page behind a guard, a form or a flow of one shopper is never shared.
    for (const route of ROUTES.filter(
      (r) =>
        r.access !== 'public' ||
        /^\/(cart|mypage|login|register|reminder|verify|social-gift|orders|oauth|contact|coupon|catalog-order)/.test(
          r.path,
        ) ||
        r.id === 'maintenance',
    ))
      expect(route.sharing, route.path).toBe('personal');
  });

  it('gives the motorcycle-parts shop its extra routes, and only it', () => {
    const moto = routesFor('moto').map((route) => route.path);
    const standard = routesFor('standard').map((route) => route.path);
    for (const path of [
      '/faq',
      '/catalog-order',
      '/stylist',
      '/mypage/memorial',
      '/mypage/measurement',
      '/mypage/name-embroidery',
    ]) {
      expect(moto).toContain(path);
      expect(standard).not.toContain(path);
    }
    expect(routesFor('business')).toHaveLength(standard.length);
  });
});
