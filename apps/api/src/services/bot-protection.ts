import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { settings } from '../db/schema.js';
import { HttpError } from '../errors.js';
import type { CaptchaProvider } from '../config.js';
import { PRIVATE_SETTINGS } from './settings.js';

/**
 * Bot protection of the forms anyone can send (spec section 7, "a bot-protection script"):
 * the storefront asks the provider's script for a token just before sending, and the API has
 * the provider's verify endpoint check it. A shop turns it on with its front setting
 * RECAPTCHA.SITE_KEY; the secret and the score threshold are private settings of the shop
 * (PRIVATE_SETTINGS), never answered by GET /v1/settings/front.
 */

/** The header the storefront sends the token in. */
export const CAPTCHA_HEADER = 'x-captcha-token';

/** Where each provider's verify endpoint lives, below its origin (RECAPTCHA_ORIGIN, TURNSTILE_ORIGIN). */
export const VERIFY_PATHS: Record<CaptchaProvider, string> = {
  recaptcha: '/recaptcha/api/siteverify',
  turnstile: '/turnstile/v0/siteverify',
};

/** How long the verify endpoint may take before the form is refused as unverifiable. */
const VERIFY_TIMEOUT_MS = 5000;

export const CAPTCHA_MESSAGES = {
  failed: 'ロボットによる操作と判定されました。もう一度お試しください。',
  unreachable:
    'ロボットによる操作かどうかを確認できませんでした。しばらくしてからもう一度お試しください。',
  notConfigured:
    'ロボット対策の設定が完了していないため送信できません。ショップにお問い合わせください。',
} as const;

/** What the shop's settings say about bot protection; null when it is off (no site key). */
export type CaptchaSettings = {
  provider: CaptchaProvider;
  secret: string;
  threshold: number;
};

const KEYS = ['RECAPTCHA.SITE_KEY', 'RECAPTCHA.PROVIDER', ...Object.keys(PRIVATE_SETTINGS)];

export async function loadCaptchaSettings(
  db: Database,
  channelId: string,
): Promise<CaptchaSettings | null> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(and(eq(settings.channelId, channelId), inArray(settings.key, KEYS)));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const siteKey = value('RECAPTCHA.SITE_KEY');
  if (typeof siteKey !== 'string' || !siteKey.trim()) return null;
  const secret = value('RECAPTCHA.SECRET_KEY');
  const threshold = value('RECAPTCHA.SCORE_THRESHOLD');
  return {
    provider: value('RECAPTCHA.PROVIDER') === 'turnstile' ? 'turnstile' : 'recaptcha',
    secret: typeof secret === 'string' ? secret.trim() : '',
    threshold:
      typeof threshold === 'number' && threshold >= 0 && threshold <= 1
        ? threshold
        : PRIVATE_SETTINGS['RECAPTCHA.SCORE_THRESHOLD'],
  };
}

/** The verify endpoints' answer (both providers answer these fields; Turnstile has no score). */
type VerifyAnswer = {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
};

async function askProvider(
  url: string,
  body: URLSearchParams,
  log: (error: unknown) => void,
): Promise<VerifyAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`verify endpoint answered ${response.status}`);
    const answer: unknown = await response.json();
    if (typeof answer !== 'object' || answer === null) throw new Error('verify answer not JSON');
    return answer;
  } catch (error) {
    log(error);
    // Fail closed: a form the provider could not vouch for is not taken.
    throw new HttpError(502, CAPTCHA_MESSAGES.unreachable, { code: 'captcha_unreachable' });
  }
}

/**
 * Checks the token a form came with: the provider must call it a success for the same action
 * (a login token is no registration token) and, for reCAPTCHA, score it at the threshold or
 * above. Throws 422 when it does not, 502 when the provider cannot be asked.
 */
export async function verifyCaptcha(options: {
  settings: CaptchaSettings;
  origin: string;
  token: string | undefined;
  action: string;
  remoteIp: string;
  /** Where an unreachable provider is reported (the request's log). */
  log: (error: unknown) => void;
}): Promise<void> {
  const { settings: shop, token, action } = options;
  if (!shop.secret)
    throw new HttpError(500, CAPTCHA_MESSAGES.notConfigured, { code: 'captcha_not_configured' });
  const refused = new HttpError(422, CAPTCHA_MESSAGES.failed, { code: 'captcha_failed' });
  // The providers' tokens are a few hundred to a couple of thousand characters.
  if (!token || token.length > 4096) throw refused;
  const answer = await askProvider(
    `${options.origin}${VERIFY_PATHS[shop.provider]}`,
    new URLSearchParams({ secret: shop.secret, response: token, remoteip: options.remoteIp }),
    options.log,
  );
  if (answer.success !== true || answer.action !== action) throw refused;
  if (shop.provider === 'recaptcha') {
    if (typeof answer.score !== 'number' || answer.score < shop.threshold) throw refused;
  }
}
