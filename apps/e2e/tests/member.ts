import type { APIRequestContext } from '@playwright/test';
import { COOKIES } from '@mise/store';
import { DEMO_PASSWORD, shopUrl } from '../shops.js';
import type { Shop } from '../shops.js';

export type SessionCookie = { name: string; value: string };

/**
 * Logs the shop's demo member in through the shop's /v1 proxy and answers the cookies the
 * storefront keeps for a session, so a page request (or a browser) arrives logged in.
 */
export async function memberCookies(
  request: APIRequestContext,
  shop: Shop,
): Promise<SessionCookie[]> {
  const response = await request.post(`${shopUrl(shop)}/v1/auth/login`, {
    data: { login_id: shop.member, password: DEMO_PASSWORD },
  });
  if (!response.ok()) {
    throw new Error(
      `login of ${shop.member} failed: ${response.status()} ${await response.text()}`,
    );
  }
  const { access_token: token, expires_in: expiresIn } = (await response.json()) as {
    access_token: string;
    expires_in: number;
  };
  return [
    { name: COOKIES.accessToken, value: token },
    { name: COOKIES.tokenExpiresAt, value: String(Date.now() + (expiresIn - 60) * 1000) },
  ];
}

export const cookieHeader = (cookies: SessionCookie[]) =>
  cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
