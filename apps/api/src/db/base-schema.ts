import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Shops, members, their sessions and saved cards: what the other schema files refer to. They
// import these from here, never from schema.ts, which only gathers every file for drizzle.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export type ChannelKind = 'consumer' | 'business';
export type Maintenance = { is_on: boolean; title: string; message: string };

/** One shop. Every request names its channel; all shop data hangs off it. */
export const channels = pgTable('channels', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').$type<ChannelKind>().notNull(),
  theme: text('theme').notNull(),
  hosts: text('hosts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  maintenance: jsonb('maintenance')
    .$type<Maintenance>()
    .notNull()
    .default({ is_on: false, title: '', message: '' }),
  createdAt: createdAt(),
});

/** Front settings (spec section 3 keys such as SITE.NAMESPACE), one JSON value per key. */
export const settings = pgTable(
  'settings',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').$type<unknown>(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.key] })],
);

export type ColorPalette = Record<string, string>;

export const colorschemes = pgTable(
  'colorschemes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isSelected: boolean('is_selected').notNull().default(false),
    /** Loading spinner variant, 1–14. */
    spinner: integer('spinner').notNull(),
    /** Cursor variant, 1–3. */
    cursor: integer('cursor').notNull(),
    colors: jsonb('colors').$type<ColorPalette>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('colorschemes_channel_name').on(t.channelId, t.name)],
);

/** Notice messages keyed by code (caution, cart-index, ...). */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    level: text('level').notNull().default('info'),
    isShow: boolean('is_show').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('messages_channel_code').on(t.channelId, t.code)],
);

/** Operator-edited HTML areas placed by code (header notices, footer links, ...). */
export const freeAreas = pgTable(
  'free_areas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    isShow: boolean('is_show').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('free_areas_channel_code').on(t.channelId, t.code)],
);

export const staticPages = pgTable(
  'static_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** Path on the shop, starting and ending with '/', e.g. /guide/. */
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    body: text('body').notNull(),
    isShow: boolean('is_show').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('static_pages_channel_url').on(t.channelId, t.url)],
);

/** Keys that schools hand to their members (POST /takimoto/v1/schools/check). */
export const schoolKeys = pgTable(
  'school_keys',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.key] })],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** Member number shown to the member and to support. */
    code: text('code').notNull(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash'),
    lastName: text('last_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastNameKana: text('last_name_kana').notNull().default(''),
    firstNameKana: text('first_name_kana').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    prefecture: text('prefecture').notNull().default(''),
    city: text('city').notNull().default(''),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    cellPhoneNumber: text('cell_phone_number').notNull().default(''),
    gender: integer('gender'),
    birthday: date('birthday'),
    isReceiveNewsletter: integer('is_receive_newsletter').notNull().default(0),
    job: text('job').notNull().default(''),
    school: text('school').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    department: text('department').notNull().default(''),
    ordererName: text('orderer_name').notNull().default(''),
    contactPhoneNumber: text('contact_phone_number').notNull().default(''),
    fax: text('fax').notNull().default(''),
    questionCt: integer('question_ct'),
    answerHash: text('answer_hash'),
    isRegisteredMember: boolean('is_registered_member').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isMfaEnabled: boolean('is_mfa_enabled').notNull().default(false),
    mailErrorCount: integer('mail_error_count').notNull().default(0),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_channel_email')
      .on(t.channelId, t.email)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_channel_username')
      .on(t.channelId, t.username)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_channel_code').on(t.channelId, t.code),
  ],
);

/** A login: the family of access and refresh tokens it issues, revoked as one. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Opaque bearer tokens, stored as SHA-256 hashes only. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('access_tokens_session').on(t.sessionId)],
);

/** Single-use refresh tokens: each refresh marks the old one used and issues a new one. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

export const loginHistories = pgTable(
  'login_histories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('login_histories_user').on(t.userId, t.createdAt)],
);

/**
 * Failed logins per login id, whether or not an account has it, so that the answer
 * never tells whether an account exists.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    loginId: text('login_id').notNull(),
    /** The client's address the failures came from; '' counts them from every address. */
    source: text('source').notNull().default(''),
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.loginId, t.source] })],
);

export type UserTokenKind = 'email_verify' | 'mfa' | 'unlock' | 'reminder' | 'reminder_username';

/** One-time codes and link tokens sent by mail. Only hashes are stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UserTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_tokens_hash').on(t.kind, t.tokenHash),
    index('user_tokens_user').on(t.userId, t.kind),
  ],
);

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/**
 * Every mail the API sends, as a transactional outbox (services/mail-outbox.ts): written in the
 * transaction of what it tells about, then delivered by a worker of any API instance, retried
 * with backoff while SMTP is down, and kept (the demo shows it at /dev/outbox, tests read it).
 * `locked_by` / `locked_until` are the lease of the instance sending it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: text('channel_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The Message-ID header, fixed when the mail is written: every attempt sends the same one. */
    messageId: text('message_id').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_message_id').on(t.messageId),
    index('outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_to').on(t.to, t.id),
  ],
);

/**
 * Members linked to an OpenID Connect account. Keyed per channel: members are per shop, so
 * the same provider account may be linked to one member in each shop.
 */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.provider, t.subject] }),
    index('oauth_accounts_user').on(t.userId),
  ],
);

/** Pending OpenID Connect logins: state, PKCE verifier and nonce, valid for minutes. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  channelId: text('channel_id')
    .notNull()
    .references(() => channels.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A member's saved payment cards (spec section 3 "User card"). Only what the provider hands back
 * is kept: its reusable card reference, the brand, the masked number and the expiry; never the
 * card number or the security code.
 */
export const userCards = pgTable(
  'user_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The payment provider's reference to the stored card (charged instead of a one-time token). */
    providerRef: text('provider_ref').notNull(),
    brand: text('brand').notNull(),
    maskedNumber: text('masked_number').notNull(),
    /** yyyymm */
    expiration: text('expiration').notNull(),
    /** The holder's name as on the card. */
    name: text('name').notNull().default(''),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('user_cards_user').on(t.userId)],
);
