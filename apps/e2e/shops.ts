/** The shops under test, each on its own port (away from the demo's 3000–3002 and 4000). */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const SHOPS = [
  { theme: 'standard', channel: 'standard', port: 3100, app: 'theme-standard' },
] as const;
export type Shop = (typeof SHOPS)[number];
export const apiUrl = `http://127.0.0.1:${API_PORT}`;
export const shopUrl = (shop: Shop) => `http://127.0.0.1:${shop.port}`;
