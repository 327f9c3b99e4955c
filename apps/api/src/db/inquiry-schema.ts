import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './catalog-schema.js';
import { channels, users } from './base-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** contact: /contact; business: the business shop's form; catalog: a catalogue request. */
export type InquiryKind = 'contact' | 'business' | 'catalog';
/** waiting: the shop has not answered the last message yet; answered: it has. */
export type InquiryStatus = 'waiting' | 'answered';
export type InquiryAuthor = 'member' | 'shop';

/** What the business-customer contact form adds (spec section 3 "Contact"). */
export type InquiryBusinessFields = {
  corporation: string;
  department: string;
  address: string;
  establishment: string;
  annual_sale: string;
  capital: string;
  employee_num: string;
  business_type: string;
  store_name: string;
  business_hours: string;
  business_holiday: string;
  url: string;
  delivery: string;
  delivery_company: string;
  payment: string;
  order_no: string;
};

/** The catalogue asked for and where to post it. */
/** A file the sender attached (POST /v1/upload-files, dir inquiry), as the shop shows it. */
export type InquiryAttachment = { url: string; name: string; content_type: string; size: number };

export type InquiryCatalogRequest = {
  code: string;
  title: string;
  postal_code: string;
  prefecture: string;
  city: string;
  address1: string;
  address2: string;
};

/**
 * Messages sent through the contact form (spec section 3 "Contact", "inquiries"). Guests may
 * send them too (user_id null): they get the confirmation mail, but only a member can read the
 * thread back on the shop.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    // A member who leaves takes their inquiries with them (no personal data is kept behind).
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    kind: text('kind').$type<InquiryKind>().notNull(),
    status: text('status').$type<InquiryStatus>().notNull().default('waiting'),
    name: text('name').notNull(),
    nameKana: text('name_kana').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    business: jsonb('business').$type<InquiryBusinessFields>(),
    catalog: jsonb('catalog').$type<InquiryCatalogRequest>(),
    attachments: jsonb('attachments').$type<InquiryAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
    /** The last message of the thread, either side (the history's order). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_user').on(t.userId, t.updatedAt),
    index('inquiries_channel').on(t.channelId, t.status, t.updatedAt),
  ],
);

/** The thread after the first message: the shop's answers and the member's replies. */
export const inquiryComments = pgTable(
  'inquiry_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    author: text('author').$type<InquiryAuthor>().notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_comments_inquiry').on(t.inquiryId, t.createdAt)],
);
