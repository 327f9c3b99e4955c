import { and, eq, isNull, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import { isLoopbackUrl } from '../config.js';
import type { OidcProviderConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { oauthAccounts, oauthStates, users } from '../db/schema.js';
import { HttpError } from '../errors.js';
import type { User } from '../types.js';
import { newMemberCode } from './member-code.js';

/** How long a shopper has between the redirect and the callback. */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;
/** Provider metadata changes rarely; signing keys are refetched by openid-client on an unknown key id. */
const DISCOVERY_TTL_MS = 24 * 60 * 60 * 1000;
/** A provider that hangs must not hold the shopper's login for the library's default 30 s. */
const PROVIDER_TIMEOUT_SECONDS = 10;

export const OAUTH_MESSAGES = {
  unknownProvider: 'このログイン方法は利用できません',
  cancelled: 'ログインがキャンセルされました',
  stateExpired: 'ログインの有効期限が切れました。もう一度お試しください',
  failed: 'ログインに失敗しました。もう一度お試しください',
  emailRequired:
    'メールアドレスを取得できなかったため、ログインできませんでした。メールアドレスの提供を許可して、もう一度お試しください',
  emailTaken:
    'このメールアドレスはすでに会員登録されています。メールアドレスとパスワードでログインしてください',
  unavailable: 'ログインサービスに接続できませんでした。しばらくしてからもう一度お試しください',
} as const;

export const oauthFailed = () =>
  new HttpError(422, OAUTH_MESSAGES.failed, { code: 'oauth_failed' });
export const oauthUnavailable = () =>
  new HttpError(502, OAUTH_MESSAGES.unavailable, { code: 'oauth_unavailable' });

/**
 * client_secret_basic where the provider offers it (the default when its metadata is silent,
 * RFC 8414), else client_secret_post (e.g. LINE). The choice is made per request, once the
 * metadata is known.
 */
function clientSecretAuth(secret: string): client.ClientAuth {
  const basic = client.ClientSecretBasic(secret);
  const post = client.ClientSecretPost(secret);
  return (as, metadata, body, headers) => {
    const supported = as.token_endpoint_auth_methods_supported;
    const method = !supported || supported.includes('client_secret_basic') ? basic : post;
    method(as, metadata, body, headers);
  };
}

export type OidcDiscovery = (provider: OidcProviderConfig) => Promise<client.Configuration>;

/**
 * Discovery per provider, cached for a day. A failed discovery is not cached, so the next
 * login tries again once the provider is back.
 */
export function createDiscovery(): OidcDiscovery {
  const cache = new Map<string, { configuration: Promise<client.Configuration>; at: number }>();
  return (provider) => {
    const hit = cache.get(provider.type);
    if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.configuration;
    const issuer = new URL(provider.issuer);
    const configuration = client.discovery(
      issuer,
      provider.clientId,
      { redirect_uris: [provider.redirectUri], response_types: ['code'] },
      clientSecretAuth(provider.clientSecret),
      {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // Configuration only lets plain http through for a loopback issuer (local providers in tests).
        execute:
          issuer.protocol === 'http:' && isLoopbackUrl(issuer)
            ? [client.allowInsecureRequests]
            : [],
      },
    );
    cache.set(provider.type, { configuration, at: Date.now() });
    configuration.catch(() => {
      if (cache.get(provider.type)?.configuration === configuration) cache.delete(provider.type);
    });
    return configuration;
  };
}

/** What the callback needs to finish a login started by the redirect call. */
export type PendingLogin = { state: string; codeVerifier: string; nonce: string };

export function newPendingLogin(): PendingLogin {
  return {
    state: client.randomState(),
    codeVerifier: client.randomPKCECodeVerifier(),
    nonce: client.randomNonce(),
  };
}

/** Keeps a pending login for the callback, clearing the expired ones of every shop. */
export async function storePendingLogin(
  db: Database,
  channelId: string,
  provider: string,
  pending: PendingLogin,
): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values({
    state: pending.state,
    channelId,
    provider,
    codeVerifier: pending.codeVerifier,
    nonce: pending.nonce,
    expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_SECONDS * 1000),
  });
}

/** Claims a pending login once: a state is spent whether or not the rest succeeds. */
export async function takePendingLogin(
  db: Database,
  state: string,
  channelId: string,
  provider: string,
): Promise<PendingLogin | null> {
  // States are ours (base64url); anything else, a NUL byte say, never reaches the database.
  if (!/^[\w-]{1,512}$/.test(state)) return null;
  const [row] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.channelId, channelId),
        eq(oauthStates.provider, provider),
      ),
    )
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return { state: row.state, codeVerifier: row.codeVerifier, nonce: row.nonce };
}

export async function authorizationUrl(
  configuration: client.Configuration,
  provider: OidcProviderConfig,
  pending: PendingLogin,
): Promise<URL> {
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: provider.redirectUri,
    scope: provider.scope,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
}

/** The member data a provider vouches for, as the users table keeps it. */
export type OidcProfile = {
  subject: string;
  /** Lower-cased; null when the provider gave none (or not a usable one). */
  email: string | null;
  emailVerified: boolean;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
};

type Claims = Record<string, unknown>;

const claimText = (claims: Claims, name: string) => {
  const value = claims[name];
  return typeof value === 'string' ? value.trim().slice(0, 100) : '';
};

/** Some providers send email_verified as the string "true". */
const isTrue = (value: unknown) => value === true || value === 'true';

export function profileFromClaims(claims: Claims & { sub: string }): OidcProfile {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  let lastName = claimText(claims, 'family_name');
  let firstName = claimText(claims, 'given_name');
  if (!lastName && !firstName) {
    // Providers such as LINE give only a display name; "山田 太郎" splits as Japanese names are written.
    const parts = claimText(claims, 'name')
      .split(/[\s\u3000]+/)
      .filter(Boolean);
    [lastName = '', firstName = ''] = parts.length === 2 ? parts : [parts.join(' ')];
  }
  return {
    subject: claims.sub,
    email: email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null,
    emailVerified: isTrue(claims.email_verified),
    lastName,
    firstName,
    // OpenID Connect language-tagged claims (Japanese providers publish kana this way).
    lastNameKana: claimText(claims, 'family_name#ja-Kana-JP'),
    firstNameKana: claimText(claims, 'given_name#ja-Kana-JP'),
  };
}

/** Callback parameters the storefront passes through from the provider's redirect. */
export type CallbackParameters = { code: string; state: string; iss?: string | undefined };

/**
 * Redeems the code (PKCE verifier, state and nonce checked, ID token validated) and reads the
 * profile. Providers that keep e-mail or names out of the ID token are asked at UserInfo.
 */
export async function exchangeCode(
  configuration: client.Configuration,
  provider: OidcProviderConfig,
  parameters: CallbackParameters,
  pending: PendingLogin,
): Promise<OidcProfile> {
  const currentUrl = new URL(provider.redirectUri);
  currentUrl.searchParams.set('code', parameters.code);
  currentUrl.searchParams.set('state', parameters.state);
  if (parameters.iss !== undefined) currentUrl.searchParams.set('iss', parameters.iss);

  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw oauthFailed();
  let claims: Claims & { sub: string } = { ...idToken };
  const incomplete = typeof claims.email !== 'string' || typeof claims.family_name !== 'string';
  if (incomplete && configuration.serverMetadata().userinfo_endpoint) {
    try {
      claims = {
        ...claims,
        ...(await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)),
      };
    } catch (error) {
      // Names are a convenience; only a missing e-mail makes UserInfo necessary.
      if (typeof claims.email !== 'string') throw error;
    }
  }
  return profileFromClaims(claims);
}

const PROVIDER_DOWN_CODES = new Set([
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
]);

/**
 * Whether an openid-client failure means the provider could not be reached or answered
 * garbage (502) rather than refused this login (422).
 */
export function isProviderDown(error: unknown): boolean {
  if (error instanceof client.ClientError) return PROVIDER_DOWN_CODES.has(error.code ?? '');
  // undici's network failures; openid-client's own argument errors carry a code.
  return error instanceof TypeError && !('code' in error);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function resolveMember(
  db: Database,
  channelId: string,
  provider: string,
  profile: OidcProfile,
): Promise<User> {
  const linked = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(
      and(
        eq(oauthAccounts.channelId, channelId),
        eq(oauthAccounts.provider, provider),
        eq(oauthAccounts.subject, profile.subject),
      ),
    )
    .then((rows) => rows[0]?.user);
  if (linked && !linked.deletedAt && linked.channelId === channelId) return linked;

  const { email } = profile;
  if (!email)
    throw new HttpError(422, OAUTH_MESSAGES.emailRequired, { code: 'oauth_email_required' });

  const existing = await db.query.users.findFirst({
    where: and(eq(users.channelId, channelId), eq(users.email, email), isNull(users.deletedAt)),
  });
  // Linking on an address the provider has not verified would hand the account to whoever typed it there.
  if (existing && !profile.emailVerified) {
    throw new HttpError(422, OAUTH_MESSAGES.emailTaken, { code: 'oauth_email_taken' });
  }

  return db.transaction(async (tx) => {
    const now = new Date();
    const [user] = existing
      ? // The provider proved the address, which is what registration's e-mail check would prove.
        await tx
          .update(users)
          .set({
            isRegisteredMember: true,
            emailVerifiedAt: existing.emailVerifiedAt ?? now,
            updatedAt: now,
          })
          .where(eq(users.id, existing.id))
          .returning()
      : await tx
          .insert(users)
          .values({
            channelId,
            code: newMemberCode(),
            email,
            passwordHash: null,
            lastName: profile.lastName,
            firstName: profile.firstName,
            lastNameKana: profile.lastNameKana,
            firstNameKana: profile.firstNameKana,
            isRegisteredMember: true,
            emailVerifiedAt: profile.emailVerified ? now : null,
          })
          .returning();
    if (!user) throw new Error('member row was not written');
    // A link to a member who has since left the shop is moved to the new member.
    await tx
      .insert(oauthAccounts)
      .values({ channelId, provider, subject: profile.subject, userId: user.id })
      .onConflictDoUpdate({
        target: [oauthAccounts.channelId, oauthAccounts.provider, oauthAccounts.subject],
        set: { userId: user.id, createdAt: now },
      });
    return user;
  });
}

/**
 * The member for a provider account: the linked one, else this shop's member with the same
 * verified e-mail (then linked), else a new registered member (then linked).
 */
export async function findOrCreateOauthMember(
  db: Database,
  channelId: string,
  provider: string,
  profile: OidcProfile,
): Promise<User> {
  try {
    return await resolveMember(db, channelId, provider, profile);
  } catch (error) {
    // Two callbacks for the same new account at once: the loser finds what the winner wrote.
    if (!isUniqueViolation(error)) throw error;
    return resolveMember(db, channelId, provider, profile);
  }
}
