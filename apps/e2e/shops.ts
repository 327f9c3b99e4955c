/** The shops under test, each on its own port (away from the demo's 3000–3002 and 4000). */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
/** The first shop's port; the others follow (override to run two suites side by side). */
const SHOP_PORT = Number(process.env.E2E_SHOP_PORT ?? 3100);
/** `member`: the shop's demo member (README, Demo accounts); every one's password is mise1234. */
export const SHOPS = [
  { theme: 'standard', channel: 'standard', port: SHOP_PORT, app: 'theme-standard', member: 'taro' },
  { theme: 'business', channel: 'business', port: SHOP_PORT + 1, app: 'theme-business', member: 'buyer' },
  { theme: 'moto', channel: 'moto', port: SHOP_PORT + 2, app: 'theme-moto', member: 'rider' },
] as const;
export type Shop = (typeof SHOPS)[number];
export const DEMO_PASSWORD = 'mise1234';
export const apiUrl = `http://127.0.0.1:${API_PORT}`;
export const shopUrl = (shop: Shop) => `http://127.0.0.1:${shop.port}`;
