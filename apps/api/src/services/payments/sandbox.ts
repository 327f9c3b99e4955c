import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAYMENT_MESSAGES } from './provider.js';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider.js';

/**
 * The sandbox card provider: a tokeniser that behaves like a real one (the browser posts the
 * card to it and gets a token back) and a charge that approves or refuses by test card.
 *
 * Tokens are stateless: an HMAC-signed payload carrying only the last four digits, the brand,
 * the card's expiry, the test outcome, the token's own expiry and a hash of the token key. The
 * card number and security code are used to validate and are then forgotten; nothing stores them.
 * The signing key comes from PAYMENT_SANDBOX_SECRET, or is random per process (tokens then stop
 * working after a restart, which the shopper sees as "enter the card again").
 */

export type SandboxOutcome = 'approved' | 'declined' | 'error';

export const SANDBOX_TEST_CARDS = [
  { number: '4111111111111111', brand: 'visa', outcome: 'approved', description: '承認されます' },
  {
    number: '4000000000000002',
    brand: 'visa',
    outcome: 'declined',
    description: 'カードが承認されません',
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    outcome: 'error',
    description: '決済処理エラーになります',
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    outcome: 'approved',
    description: '承認されます',
  },
  { number: '3530111333300000', brand: 'jcb', outcome: 'approved', description: '承認されます' },
] as const satisfies readonly {
  number: string;
  brand: string;
  outcome: SandboxOutcome;
  description: string;
}[];

/** How long a token may wait in the cart before the decision uses it. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const secret: Buffer = process.env.PAYMENT_SANDBOX_SECRET
  ? Buffer.from(process.env.PAYMENT_SANDBOX_SECRET)
  : randomBytes(32);

export type CardInput = {
  number: string;
  name: string;
  /** yyyymm */
  expiration: string;
  security_code: string;
};

export type SandboxToken = {
  token: string;
  token_key: string;
  masked_number: string;
  expiration: string;
  brand: string;
};

type TokenPayload = {
  /** Last four digits. */
  l: string;
  /** Brand. */
  b: string;
  /** Card expiry yyyymm. */
  e: string;
  o: SandboxOutcome;
  /** Token expiry (ms since epoch). */
  x: number;
  /** sha256 of the token key (first 32 hex digits). */
  k: string;
  /** Makes every token distinct. */
  n: string;
};

const keyHash = (tokenKey: string) =>
  createHash('sha256').update(tokenKey).digest('hex').slice(0, 32);

const sign = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');

/** Luhn checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  return 'unknown';
}

/** yyyymm of the current month in Japan. */
function currentMonth(now: Date): string {
  const japan = new Date(now.getTime() + 9 * 3_600_000);
  return `${japan.getUTCFullYear()}${String(japan.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Field errors of a card (Japanese), empty when it can be tokenised. */
export function validateCard(input: CardInput, now = new Date()): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const digits = input.number.replace(/[\s-]/g, '');
  if (digits === '') errors.number = ['カード番号を入力してください'];
  else if (!/^\d{14,16}$/.test(digits))
    errors.number = ['カード番号は14〜16桁の半角数字で入力してください'];
  else if (!luhnValid(digits) || cardBrand(digits) === 'unknown')
    errors.number = ['カード番号が正しくありません'];
  if (input.name.trim() === '') errors.name = ['カード名義を入力してください'];
  else if (!/^[A-Za-z][A-Za-z .'-]*$/.test(input.name.trim()))
    errors.name = ['カード名義は半角英字で入力してください'];
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(input.expiration))
    errors.expiration = ['有効期限を正しく入力してください'];
  else if (input.expiration < currentMonth(now)) errors.expiration = ['有効期限が切れています'];
  if (!/^\d{3,4}$/.test(input.security_code))
    errors.security_code = ['セキュリティコードは3〜4桁の半角数字で入力してください'];
  return errors;
}

/** Tokenises a valid card (validateCard first). */
export function tokenizeCard(input: CardInput, now = new Date()): SandboxToken {
  const digits = input.number.replace(/[\s-]/g, '');
  const test = SANDBOX_TEST_CARDS.find((card) => card.number === digits);
  const tokenKey = randomBytes(16).toString('hex');
  const payload: TokenPayload = {
    l: digits.slice(-4),
    b: cardBrand(digits),
    e: input.expiration,
    o: test?.outcome ?? 'approved',
    x: now.getTime() + TOKEN_LIFETIME_MS,
    k: keyHash(tokenKey),
    n: randomBytes(6).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return {
    token: `sbx.${body}.${sign(body)}`,
    token_key: tokenKey,
    masked_number: `${'*'.repeat(digits.length - 4)}${payload.l}`,
    expiration: input.expiration,
    brand: payload.b,
  };
}

/** The payload of a token this process (or one sharing its secret) issued, or null. */
function readToken(token: string, tokenKey: string): TokenPayload | null {
  const [prefix, body, signature] = token.split('.');
  if (prefix !== 'sbx' || !body || !signature) return null;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as TokenPayload;
    return payload.k === keyHash(tokenKey) ? payload : null;
  } catch {
    return null;
  }
}

/** Whether a token and key were issued by the sandbox and can still be charged. */
export function sandboxTokenProblem(token: string, tokenKey: string, now = new Date()) {
  const payload = readToken(token, tokenKey);
  if (!payload) return PAYMENT_MESSAGES.tokenInvalid;
  if (payload.x < now.getTime()) return PAYMENT_MESSAGES.tokenExpired;
  if (payload.e < currentMonth(now)) return PAYMENT_MESSAGES.cardExpired;
  return null;
}

const SAVED_PREFIX = 'sbx_card_';

/**
 * What the sandbox keeps of a card a member saves, as a gateway's "save this card" answers a
 * reusable reference for a one-time token. The reference names the test outcome (a declined test
 * card stays declined once saved); the card number never reaches it.
 */
export function saveSandboxCard(
  token: string,
  tokenKey: string,
): { problem: string } | { ref: string; brand: string; lastFour: string; expiration: string } {
  const problem = sandboxTokenProblem(token, tokenKey);
  if (problem) return { problem };
  const payload = readToken(token, tokenKey)!;
  const id = createHash('sha256').update(token).digest('hex').slice(0, 24);
  return {
    ref: `${SAVED_PREFIX}${payload.o}_${id}`,
    brand: payload.b,
    lastFour: payload.l,
    expiration: payload.e,
  };
}

/** The outcome of a charge of this card, or a message why it cannot be charged. */
function outcomeOf(card: ChargeRequest['card']): SandboxOutcome | { problem: string } {
  if ('savedRef' in card) {
    if (!card.savedRef.startsWith(SAVED_PREFIX)) return { problem: PAYMENT_MESSAGES.tokenInvalid };
    if (card.expiration < currentMonth(new Date()))
      return { problem: PAYMENT_MESSAGES.cardExpired };
    // References saved before they named an outcome were approved cards.
    const [outcome] = card.savedRef.slice(SAVED_PREFIX.length).split('_');
    return outcome === 'declined' || outcome === 'error' ? outcome : 'approved';
  }
  const problem = sandboxTokenProblem(card.token, card.tokenKey);
  return problem ? { problem } : readToken(card.token, card.tokenKey)!.o;
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  charge(request: ChargeRequest): Promise<ChargeResult> {
    const outcome = outcomeOf(request.card);
    if (typeof outcome === 'object')
      return Promise.resolve({ ok: false, kind: 'error', message: outcome.problem });
    if (outcome === 'declined')
      return Promise.resolve({ ok: false, kind: 'declined', message: PAYMENT_MESSAGES.declined });
    if (outcome === 'error')
      return Promise.resolve({ ok: false, kind: 'error', message: PAYMENT_MESSAGES.error });
    // The reference is derived from the idempotency key, as a gateway answers a repeated
    // request with the same charge.
    const reference = `sbx_ch_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    return Promise.resolve({ ok: true, reference });
  },
  refund: () => Promise.resolve(),
};
