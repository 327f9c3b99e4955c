import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { loadConfig, loadOidcProviders } from '../../config.js';
import { loginHistories, oauthAccounts, oauthStates, users } from '../../db/schema.js';
import { closedPort, startTestOidcProvider, TEST_OIDC_CLIENT } from '../../testing-oidc.js';
import type { TestOidcProvider } from '../../testing-oidc.js';

const {
  redirectUri: REDIRECT_URI,
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
} = TEST_OIDC_CLIENT;

/** The people the test provider knows, by login (= subject). */
const accounts = new Map<string, Record<string, unknown>>([
  [
    'hanako',
    {
      email: 'hanako@example.com',
      email_verified: true,
      family_name: '山田',
      given_name: '花子',
      'family_name#ja-Kana-JP': 'ヤマダ',
      'given_name#ja-Kana-JP': 'ハナコ',
    },
  ],
  [
    'ichiro',
    { email: 'ichiro@example.com', email_verified: true, family_name: '鈴木', given_name: '一郎' },
  ],
  [
    'existing',
    {
      email: 'Taro.Member@Example.com',
      email_verified: true,
      family_name: '別名',
      given_name: '太郎',
    },
  ],
  [
    'unverified-taken',
    {
      email: 'jiro.member@example.com',
      email_verified: false,
      family_name: '佐藤',
      given_name: '次郎',
    },
  ],
  [
    'unverified-new',
    { email: 'saburo@example.com', email_verified: false, family_name: '高橋', given_name: '三郎' },
  ],
  ['no-email', { family_name: '田中', given_name: '四郎' }],
  [
    'twin',
    { email: 'twin@example.com', email_verified: true, family_name: '伊藤', given_name: '五郎' },
  ],
]);

type Flow = { state: string; url: URL };
type Redirect = URLSearchParams;

describe('OpenID Connect login', () => {
  let t: TestApp;
  let idp: TestOidcProvider;

  beforeAll(async () => {
    idp = await startTestOidcProvider(accounts);
    t = await createTestApp({
      config: {
        ...loadConfig({ NODE_ENV: 'test' }),
        oidcProviders: [
          idp.config('idp'),
          { ...idp.config('down'), issuer: `http://127.0.0.1:${await closedPort()}` },
        ],
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  const standard = () => shop(t.app, 'standard');

  async function startLogin(channel = 'standard', type = 'idp'): Promise<Flow> {
    const res = await shop(t.app, channel)({ method: 'GET', url: `/v1/auth/${type}/redirect` });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    return { state: url.searchParams.get('state')!, url };
  }

  const atProvider = (url: URL, login: string, cancel = false): Promise<Redirect> =>
    idp.signIn(url, login, cancel);

  const callback = (query: URLSearchParams | string, channel = 'standard', type = 'idp') =>
    shop(t.app, channel)({ method: 'GET', url: `/v1/auth/${type}/callback?${query.toString()}` });

  async function login(account: string, channel = 'standard') {
    const flow = await startLogin(channel);
    const query = await atProvider(flow.url, account);
    return { flow, query, res: await callback(query, channel) };
  }

  type LoginBody = { user_id: number } & Record<string, unknown>;

  it('the front settings name the configured providers, and nothing secret about them', async () => {
    const res = await standard()({ method: 'GET', url: '/v1/settings/front' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { 'AUTH.OIDC.PROVIDERS': ['idp', 'down'] } });
    expect(res.body).not.toContain(CLIENT_SECRET);
    expect(res.body).not.toContain(CLIENT_ID);
  });

  it('redirect answers the authorization URL with PKCE S256, state and nonce, and remembers them', async () => {
    const { url, state } = await startLogin();
    expect(url.origin + url.pathname).toBe(`${idp.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const [row] = await t.db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(row).toMatchObject({
      channelId: 'standard',
      provider: 'idp',
      nonce: url.searchParams.get('nonce'),
    });
    const ttl = row!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('the first login creates a registered member linked to the provider account', async () => {
    const { flow, res } = await login('hanako');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<LoginBody>();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      is_registered_member: true,
      is_verify: false,
      has_password_expired: false,
      has_mail_error_count_over: false,
    });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(Date.parse(body.expires_at as string)).toBeGreaterThan(Date.now());
    expect(res.cookies.find((cookie) => cookie.name === 'mise_refresh')).toBeDefined();

    const [user] = await t.db.select().from(users).where(eq(users.id, body.user_id));
    expect(user).toMatchObject({
      channelId: 'standard',
      email: 'hanako@example.com',
      passwordHash: null,
      lastName: '山田',
      firstName: '花子',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'ハナコ',
      isRegisteredMember: true,
    });
    expect(user!.code).toMatch(/^M\d{9}$/);
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    const links = await t.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, body.user_id));
    expect(links).toMatchObject([{ channelId: 'standard', provider: 'idp', subject: 'hanako' }]);
    const history = await t.db
      .select()
      .from(loginHistories)
      .where(eq(loginHistories.userId, body.user_id));
    expect(history.map((entry) => entry.method)).toEqual(['oauth']);
    const states = await t.db.select().from(oauthStates).where(eq(oauthStates.state, flow.state));
    expect(states).toEqual([]);
  });

  it('a second login reuses the member, and the access token works', async () => {
    const first = await login('ichiro');
    const second = await login('ichiro');
    expect(first.res.statusCode).toBe(200);
    expect(second.res.statusCode).toBe(200);
    const { user_id: userId, access_token: accessToken } = second.res.json<LoginBody>();
    expect(userId).toBe(first.res.json<LoginBody>().user_id);
    expect(accessToken).not.toBe(first.res.json<LoginBody>().access_token);
    const members = await t.db.select().from(users).where(eq(users.email, 'ichiro@example.com'));
    expect(members).toHaveLength(1);
    const links = await t.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.subject, 'ichiro'));
    expect(links).toHaveLength(1);
    // Provider metadata is discovered once and reused for every login.
    expect(idp.discoveryRequests()).toBe(1);
  });

  it('a verified e-mail of an existing member links the provider account to that member', async () => {
    const [member] = await t.db
      .insert(users)
      .values({
        channelId: 'standard',
        code: 'M100000001',
        email: 'taro.member@example.com',
        passwordHash: 'not-a-real-hash',
        lastName: '会員',
        firstName: '太郎',
        isRegisteredMember: false,
      })
      .returning();
    const { res } = await login('existing');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LoginBody>()).toMatchObject({
      user_id: member!.id,
      is_registered_member: true,
    });
    const links = await t.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.subject, 'existing'));
    expect(links).toMatchObject([{ userId: member!.id }]);
    const [after] = await t.db.select().from(users).where(eq(users.id, member!.id));
    // The member's own data stays; the provider only proved the address.
    expect(after).toMatchObject({
      lastName: '会員',
      passwordHash: 'not-a-real-hash',
      isRegisteredMember: true,
    });
    expect(after!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('an unverified e-mail of an existing member is not linked (422)', async () => {
    await t.db.insert(users).values({
      channelId: 'standard',
      code: 'M100000002',
      email: 'jiro.member@example.com',
      passwordHash: 'not-a-real-hash',
      isRegisteredMember: true,
    });
    const { res } = await login('unverified-taken');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message:
        'このメールアドレスはすでに会員登録されています。メールアドレスとパスワードでログインしてください',
      code: 'oauth_email_taken',
    });
    const links = await t.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.subject, 'unverified-taken'));
    expect(links).toEqual([]);
  });

  it('an unverified e-mail nobody uses makes a member whose address is still to be verified', async () => {
    const { res } = await login('unverified-new');
    expect(res.statusCode).toBe(200);
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, res.json<LoginBody>().user_id));
    expect(user).toMatchObject({
      email: 'saburo@example.com',
      isRegisteredMember: true,
      emailVerifiedAt: null,
    });
  });

  it('a provider account without an e-mail address cannot log in (422)', async () => {
    const { res } = await login('no-email');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'oauth_email_required' });
    expect(res.json<{ message: string }>().message).toContain('メールアドレス');
  });

  it('the same provider account gets its own member in another shop', async () => {
    const here = await login('hanako');
    const there = await login('hanako', 'business');
    expect(here.res.statusCode).toBe(200);
    expect(there.res.statusCode, there.res.body).toBe(200);
    const thereId = there.res.json<LoginBody>().user_id;
    expect(thereId).not.toBe(here.res.json<LoginBody>().user_id);
    const [user] = await t.db.select().from(users).where(eq(users.id, thereId));
    expect(user).toMatchObject({ channelId: 'business', email: 'hanako@example.com' });
  });

  it('two simultaneous first logins of one account end with one member', async () => {
    const flows = await Promise.all([startLogin(), startLogin()]);
    const queries = await Promise.all(flows.map((flow) => atProvider(flow.url, 'twin')));
    const responses = await Promise.all(queries.map((query) => callback(query)));
    expect(responses.map((res) => res.statusCode)).toEqual([200, 200]);
    const ids = responses.map((res) => res.json<LoginBody>().user_id);
    expect(ids[1]).toBe(ids[0]);
    expect(await t.db.select().from(users).where(eq(users.email, 'twin@example.com'))).toHaveLength(
      1,
    );
  });

  const expiredMessage = {
    message: 'ログインの有効期限が切れました。もう一度お試しください',
    code: 'oauth_state_invalid',
  };

  it('a state is single use: replaying the callback answers 422', async () => {
    const { query, res } = await login('ichiro');
    expect(res.statusCode).toBe(200);
    const replay = await callback(query);
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual(expiredMessage);
  });

  it('an unknown state answers 422', async () => {
    const res = await callback(
      new URLSearchParams({ code: 'some-code', state: 'not-a-state-we-issued' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(expiredMessage);
  });

  it('an expired state answers 422 and is removed', async () => {
    const flow = await startLogin();
    const query = await atProvider(flow.url, 'ichiro');
    await t.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.state, flow.state));
    const res = await callback(query);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(expiredMessage);
    expect(await t.db.select().from(oauthStates).where(eq(oauthStates.state, flow.state))).toEqual(
      [],
    );
  });

  it('a state started in another shop or for another provider answers 422 and stays usable', async () => {
    const flow = await startLogin('business');
    const query = await atProvider(flow.url, 'ichiro');
    const elsewhere = await callback(query, 'standard');
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toEqual(expiredMessage);
    const otherProvider = await callback(query, 'business', 'down');
    expect(otherProvider.statusCode).toBe(422);
    const rows = await t.db
      .select()
      .from(oauthStates)
      .where(and(eq(oauthStates.state, flow.state), eq(oauthStates.channelId, 'business')));
    expect(rows).toHaveLength(1);
    expect((await callback(query, 'business')).statusCode).toBe(200);
  });

  it('a code from another login attempt fails the PKCE and nonce checks (422)', async () => {
    const victim = await startLogin();
    const attacker = await startLogin();
    const attackerQuery = await atProvider(attacker.url, 'ichiro');
    const res = await callback(
      new URLSearchParams({ ...Object.fromEntries(attackerQuery), state: victim.state }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'ログインに失敗しました。もう一度お試しください',
      code: 'oauth_failed',
    });
  });

  it('a code the provider does not know answers 422', async () => {
    const flow = await startLogin();
    const res = await callback(
      new URLSearchParams({ code: 'forged', state: flow.state, iss: idp.issuer }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'oauth_failed' });
  });

  it('a login cancelled at the provider answers 422 and spends the state', async () => {
    const flow = await startLogin();
    const query = await atProvider(flow.url, 'ichiro', true);
    expect(query.get('error')).toBe('access_denied');
    const res = await callback(query);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'ログインがキャンセルされました',
      code: 'oauth_cancelled',
    });
    expect(await t.db.select().from(oauthStates).where(eq(oauthStates.state, flow.state))).toEqual(
      [],
    );
  });

  it('another provider error answers 422', async () => {
    const res = await callback(
      new URLSearchParams({ error: 'server_error', error_description: 'boom', state: 'x' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'oauth_failed' });
  });

  it('an unknown login type answers 404 on both calls', async () => {
    for (const url of ['/v1/auth/nope/redirect', '/v1/auth/nope/callback?code=a&state=b']) {
      const res = await standard()({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'このログイン方法は利用できません',
        code: 'oauth_provider_not_found',
      });
    }
  });

  it('a provider that cannot be reached answers 502, not 500 or 503', async () => {
    const res = await standard()({ method: 'GET', url: '/v1/auth/down/redirect' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'ログインサービスに接続できませんでした。しばらくしてからもう一度お試しください',
      code: 'oauth_unavailable',
    });
  });

  it('never answers 500 to a garbage query string', async () => {
    const { state } = await startLogin();
    const queries = [
      '',
      'code',
      'state=',
      'code=&state=',
      'code[]=a&state[]=b',
      'code=a&code=b&state=c&state=d',
      `state=${'x'.repeat(5000)}&code=a`,
      `code=${'y'.repeat(3000)}&state=${state}`,
      'code=%ZZ&state=%E3%81',
      'code=%00&state=%00',
      'error=&state=&code=',
      `error=${'e'.repeat(300)}`,
      'code=a&state=b&iss=http%3A%2F%2Fevil.example',
      `code=a&state=${state}&iss=not-a-url`,
      '__proto__[x]=1&constructor[prototype][y]=2',
    ];
    for (const query of queries) {
      const res = await callback(query);
      expect(res.statusCode, `${query.slice(0, 60)} → ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, query.slice(0, 60)).toBeLessThan(500);
      expect(res.json<{ message: string }>().message).toMatch(/[ぁ-んァ-ン一-龯]/);
    }
  });
});

describe('OIDC provider configuration', () => {
  const line = {
    OIDC_LINE_ISSUER: 'https://access.line.me',
    OIDC_LINE_CLIENT_ID: '1234567890',
    OIDC_LINE_CLIENT_SECRET: 'secret',
    OIDC_LINE_REDIRECT_URI: 'https://shop.example/oauth/callback',
  };

  it('reads OIDC_PROVIDERS and the per-type variables, with the default scope', () => {
    expect(
      loadOidcProviders({ OIDC_PROVIDERS: ' LINE, ', ...line, OIDC_LINE_SCOPE: 'openid email' }),
    ).toEqual([
      {
        type: 'line',
        issuer: 'https://access.line.me',
        clientId: '1234567890',
        clientSecret: 'secret',
        redirectUri: 'https://shop.example/oauth/callback',
        scope: 'openid email',
      },
    ]);
    expect(loadOidcProviders({ OIDC_PROVIDERS: 'line', ...line })[0]!.scope).toBe(
      'openid email profile',
    );
    expect(loadConfig({ NODE_ENV: 'test' }).oidcProviders).toEqual([]);
  });

  it('refuses a half-configured or unsafe provider at start', () => {
    const { OIDC_LINE_CLIENT_SECRET: _secret, ...noSecret } = line;
    expect(() => loadOidcProviders({ OIDC_PROVIDERS: 'line', ...noSecret })).toThrow(
      /OIDC_LINE_CLIENT_SECRET/,
    );
    const http = { ...line, OIDC_LINE_ISSUER: 'http://access.line.me' };
    expect(() => loadOidcProviders({ OIDC_PROVIDERS: 'line', ...http })).toThrow(/https/);
    const loopback = { ...line, OIDC_LINE_ISSUER: 'http://127.0.0.1:9999' };
    expect(loadOidcProviders({ OIDC_PROVIDERS: 'line', ...loopback })).toHaveLength(1);
    const query = { ...line, OIDC_LINE_REDIRECT_URI: 'https://shop.example/oauth/callback?x=1' };
    expect(() => loadOidcProviders({ OIDC_PROVIDERS: 'line', ...query })).toThrow(/query/);
    expect(() =>
      loadOidcProviders({ OIDC_PROVIDERS: 'line', ...line, OIDC_LINE_SCOPE: 'email' }),
    ).toThrow(/openid/);
    expect(() => loadOidcProviders({ OIDC_PROVIDERS: 'li ne' })).toThrow(/invalid type/);
  });
});
