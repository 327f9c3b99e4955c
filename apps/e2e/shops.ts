/** The shops under test, each on its own port (away from the demo's 3000–3002 and 4000). */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
/** `member`: the shop's demo member (README, Demo accounts); every one's password is mise1234. */
export const SHOPS = [
  { theme: 'standard', channel: 'standard', port: 3100, app: 'theme-standard', member: 'taro' },
  { theme: 'business', channel: 'business', port: 3101, app: 'theme-business', member: 'buyer' },
  { theme: 'moto', channel: 'moto', port: 3102, app: 'theme-moto', member: 'rider' },
] as const;
export type Shop = (typeof SHOPS)[number];
export const DEMO_PASSWORD = 'mise1234';
export const apiUrl = `http://127.0.0.1:${API_PORT}`;
export const shopUrl = (shop: Shop) => `http://127.0.0.1:${shop.port}`;
