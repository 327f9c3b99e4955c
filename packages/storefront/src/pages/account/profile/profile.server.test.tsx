import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerShop } from '../../../../test/server-shop.js';
import type { ServerShop } from '../../../../test/server-shop.js';

let shop: ServerShop;

beforeAll(async () => {
  shop = await startServerShop();
});
afterAll(() => shop.close());

type Member = { last_name: string; first_name: string; email: string };

/** taro's session and his profile. */
async function member() {
  const { token, cookie } = await shop.session('taro');
  return { cookie, profile: await shop.call<Member>('GET', '/v1/me/user', { token }) };
}

describe('the member’s profile rendered on the server', () => {
  it('/mypage greets the member by name, not with the loading label', async () => {
    const { profile, cookie } = await member();
    const { status, html } = await shop.page('/mypage', cookie);
    expect(status).toBe(200);
    expect(html).toContain(`${profile.last_name} ${profile.first_name} 様`);
    expect(html).not.toContain('会員情報を読み込んでいます');
  });

  it('/mypage/user_info has the member’s name and e-mail address in the HTML', async () => {
    const { profile, cookie } = await member();
    const { status, html } = await shop.page('/mypage/user_info', cookie);
    expect(status).toBe(200);
    expect(html).toContain(profile.last_name);
    expect(html).toContain(profile.email);
    expect(html).not.toContain('会員情報を読み込んでいます');
  });
});
