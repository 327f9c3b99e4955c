import { and, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { TSchema } from 'typebox';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { settings } from '../db/schema.js';
import type { Channel } from '../types.js';

/**
 * Every public front setting (spec section 3) with the value a shop gets when it has not set it.
 * GET /v1/settings/front answers exactly these keys: the settings table may hold other, private
 * keys (credentials of payment services, ...), which never leave the server through this call.
 */
export const FRONT_SETTINGS = {
  /** Prefix of the storefront's browser storage and cookies, so shops on one domain never mix. */
  'SITE.NAMESPACE': 'mise',
  /** Path prefix of the shop when several shops share one host; '' when it has a host of its own. */
  'SITE.CHANNEL_PREFIX': '',
  /** Widest viewport of the phone layout, in px. */
  'SITE.BREAKPOINT.SCREEN-SM': 767,
  /** Widest viewport of the tablet layout, in px. */
  'SITE.BREAKPOINT.SCREEN-MD': 1023,
  'SITE.THEME': 'standard',
  /** Theme options the operator may change without a release (header, columns, ...). */
  'SITE.THEME_ARGS': {} as Record<string, unknown>,
  /** Guests may order without becoming members. */
  'SITE.IS_NO_MEMBER_USE': false,
  /** The top page shows the landing page SITE.TOP_LP.SLUG instead of the regular layout. */
  'SITE.TOP_LP.IS_USE': false,
  'SITE.TOP_LP.SLUG': '',
  /** Base URL of uploaded images and files. */
  'SITE.STORAGE_URL': '/storage/',
  /** Component that confirms an added product: 'toast' or 'modal'. */
  'CART.POPUP_COMPONENT': 'toast',
  /** Selling can be paused (stock-taking, incidents) without closing the shop. */
  'PLUGIN.TEMPORARY_STOP_SELLING.IS_USE': false,
  'PLUGIN.TEMPORARY_STOP_SELLING.IS_SELLING': true,
  /** One order may be shipped to several addresses. */
  'ORDER.SHIPPING.IS_ALLOW_MULTIPLE': false,
  /** Tag manager container id; '' loads no tag manager. */
  'GTM.ID': '',
  /** Purchase value sent to analytics without consumption tax (B2B shops report net sales). */
  'GTM.PURCHASE.IS_WITHOUT_TAX_VALUE': false,
  /** Push the purchase event to the data layer on the order complete page. */
  'GTM.DATA_LAYER.PURCHASE': true,
  /** Post shopper actions to /v1/ecommerce_events (the server may answer with a popup). */
  'ECOMMERCE_EVENT.IS_TRACKING': false,
  'PLUGIN.CRITEO.IS_USE': false,
  'PLUGIN.CRITEO.ACCOUNT_ID': '',
  'PLUGIN.NAVIPLUS.IS_USE': false,
  'PLUGIN.NAVIPLUS.SITE_ID': '',
  'PLUGIN.VALUE_COMMERCE.IS_USE': false,
  'PLUGIN.VALUE_COMMERCE.SITE_ID': '',
  /** A member's first login asks them to confirm their e-mail address. */
  'PLUGIN.VERIFY_EMAIL_ON_FIRST_LOGIN.IS_USE': false,
  /** Days after which a member must change their password; 0 never. */
  'MEMBER.PASSWORD_EXPIRE_DAYS': 0,
  /**
   * Registration asks for the key a school hands its members (学校キー): POST /v1/users refuses
   * an unknown one and records the key's school as the member's school (学校名).
   */
  'MEMBER.SCHOOL_KEY.IS_REQUIRED': false,
  /**
   * Bot protection on the forms anyone can send (login, registration, reminders, contact,
   * review); '' disables it. The secret and the score threshold are private settings
   * (services/settings.ts PRIVATE_SETTINGS).
   */
  'RECAPTCHA.SITE_KEY': '',
  /** Only reCAPTCHA version 3 (invisible, scored) is supported. */
  'RECAPTCHA.VERSION': 3,
  /** Hides reCAPTCHA's floating badge; the forms then show Google's required notice instead. */
  'RECAPTCHA.IS_HIDE_BADGE': false,
  /** Whose bot protection the site key is for: 'recaptcha' (Google) or 'turnstile' (Cloudflare). */
  'RECAPTCHA.PROVIDER': 'recaptcha',
} satisfies Record<string, string | number | boolean | Record<string, unknown>>;

/**
 * Settings of the deployment rather than the shop, answered with the front settings: the
 * OpenID Connect providers configured by OIDC_PROVIDERS (types only: the login buttons need
 * nothing else, and the rest of their configuration is secret).
 */
export const DEPLOYMENT_SETTINGS_SCHEMA = {
  'AUTH.OIDC.PROVIDERS': Type.Array(Type.String()),
};

export type FrontSettingKey = keyof typeof FRONT_SETTINGS;
type Widen<T> = T extends boolean
  ? boolean
  : T extends number
    ? number
    : T extends string
      ? string
      : T;
export type FrontSettings = { [K in FrontSettingKey]: Widen<(typeof FRONT_SETTINGS)[K]> } & {
  'AUTH.OIDC.PROVIDERS': string[];
};

const FRONT_SETTING_KEYS = Object.keys(FRONT_SETTINGS) as FrontSettingKey[];

function schemaOf(value: unknown): TSchema {
  if (typeof value === 'boolean') return Type.Boolean();
  if (typeof value === 'number') return Type.Number();
  if (typeof value === 'string') return Type.String();
  return Type.Record(Type.String(), Type.Unknown());
}

/** Response schema of the front settings, one property per key, typed after its default. */
export const FrontSettingsSchema = Type.Object({
  ...Object.fromEntries(FRONT_SETTING_KEYS.map((key) => [key, schemaOf(FRONT_SETTINGS[key])])),
  ...DEPLOYMENT_SETTINGS_SCHEMA,
});

function sameKind(value: unknown, fallback: unknown): boolean {
  if (typeof fallback === 'object')
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === typeof fallback;
}

/**
 * The shop's front settings: its stored values over the defaults (and over the channel's own
 * theme, so a shop without settings still gets its theme). A stored value of the wrong type (a
 * breakpoint saved as text, say) falls back to the default rather than break every page.
 */
export async function loadFrontSettings(
  db: Database,
  channel: Channel,
  deployment: Pick<Config, 'oidcProviders'>,
): Promise<FrontSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(and(eq(settings.channelId, channel.id), inArray(settings.key, FRONT_SETTING_KEYS)));
  const result: Record<string, unknown> = {
    ...FRONT_SETTINGS,
    'SITE.THEME': channel.theme,
    'AUTH.OIDC.PROVIDERS': deployment.oidcProviders.map((provider) => provider.type),
  };
  for (const { key, value } of rows) {
    const fallback = FRONT_SETTINGS[key as FrontSettingKey];
    if (sameKind(value, fallback)) result[key] = value;
    // An id of digits (Criteo's account, ValueCommerce's site) may come back from the jsonb
    // column as a number (PGlite reads the string "104231" stored by the seed as 104231): a
    // text setting takes it as its text.
    else if (typeof fallback === 'string' && typeof value === 'number') result[key] = String(value);
  }
  return result as FrontSettings;
}
