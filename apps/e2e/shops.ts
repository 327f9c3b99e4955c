import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
/** The shops under test, each on its own port (away from the demo's 3000–3002 and 4000). */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
/** The first shop's port; the others follow (override to run two suites side by side). */
const SHOP_PORT = Number(process.env.E2E_SHOP_PORT ?? 3100);
/** `member`: the shop's demo member (README, Demo accounts); every one's password is mise1234. */
// tracksEvents: the demo seed's ECOMMERCE_EVENT.IS_TRACKING, which makes the shop show the popup
// the API attaches to an event (add to cart, purchase).
export const SHOPS = [
  {
    theme: 'standard',
    channel: 'standard',
    port: SHOP_PORT,
    app: 'theme-standard',
    member: 'taro',
    tracksEvents: true,
  },
  {
    theme: 'business',
    channel: 'business',
    port: SHOP_PORT + 1,
    app: 'theme-business',
    member: 'buyer',
    tracksEvents: false,
  },
  {
    theme: 'moto',
    channel: 'moto',
    port: SHOP_PORT + 2,
    app: 'theme-moto',
    member: 'rider',
    tracksEvents: true,
  },
] as const;
export type Shop = (typeof SHOPS)[number];

/** A shop the run starts: its theme's app on its port, serving its API channel. */
export type ShopServer = { theme: string; channel: string; port: number; app: string };

/**
 * Shops made with `pnpm create-theme`, which adds each here (its theme is its channel): the run
 * starts them after the three above and the route sweep (routes.spec.ts) opens every route of
 * theirs as a visitor. They have no demo member, so the specs that log in stay with SHOPS.
 */
const CREATED_SHOPS: { theme: string; app: string }[] = [
  // pnpm create-theme adds a line here for each shop it makes.
];
export const NEW_SHOPS: ShopServer[] = CREATED_SHOPS.map((shop, index) => ({
  ...shop,
  channel: shop.theme,
  port: SHOP_PORT + SHOPS.length + index,
}));
/** Every shop the run starts. */
export const ALL_SHOPS: readonly ShopServer[] = [...SHOPS, ...NEW_SHOPS];
export const DEMO_PASSWORD = 'mise1234';
/** The operators' admin API token the API of the run is started with (playwright.config.ts). */
export const ADMIN_API_TOKEN = 'e2e-admin-token-not-a-secret-0123456789';
export const apiUrl = `http://127.0.0.1:${API_PORT}`;
export const shopUrl = (shop: Pick<ShopServer, 'port'>) => `http://127.0.0.1:${shop.port}`;

/** The popup a tracking shop's API attaches to the purchase event, closed. */
export async function closeThanks(page: Page): Promise<void> {
  const thanks = page.getByRole('dialog', { name: 'ご注文ありがとうございます' });
  await thanks.getByRole('button', { name: '閉じる' }).click();
  await expect(thanks).toBeHidden();
}

/** Opens a page and waits until the app has hydrated it (a click or typing earlier does nothing). */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
