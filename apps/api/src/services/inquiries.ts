import { businessContactSchema, catalogRequestSchema, contactSchema } from '@mise/validation';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  catalogs,
  categories,
  channels,
  inquiries,
  inquiryComments,
  uploadedFiles,
} from '../db/schema.js';
import type {
  InquiryAttachment,
  InquiryAuthor,
  InquiryBusinessFields,
  InquiryCatalogRequest,
  InquiryKind,
  InquiryStatus,
} from '../db/schema.js';
import { HttpError, MESSAGES } from '../errors.js';
import type { Channel } from '../types.js';
import type { Mailer } from './mailer.js';
import { businessLabels, inquiryNo } from './inquiry-format.js';
import { mails } from './mails.js';
import type { Paging } from './paging.js';
import { postSystemMessage } from './system-messages.js';
import { validateBody } from './validation.js';

type InquiryRow = typeof inquiries.$inferSelect;
type CommentRow = typeof inquiryComments.$inferSelect;

/** Where the contact form's attachments are uploaded (POST /v1/upload-files dir), and how many. */
export const ATTACHMENT_DIR = 'inquiry';
export const MAX_ATTACHMENTS = 3;

/** /v1/uploads/{dir}/{id}.{ext}: an uploaded file's URL (routes/content/files.ts). */
const UPLOAD_URL = /^\/v1\/uploads\/([a-z0-9][a-z0-9_-]{0,49})\/([0-9a-f-]{36})\.([a-z0-9]{2,5})$/;

/**
 * The files an inquiry attaches: each URL must be a file uploaded to this shop's inquiry folder
 * (not another shop's, nor any other file of the API), else a 422 on attachment_urls.
 */
async function attachmentsOf(
  db: Database,
  channelId: string,
  urls: readonly string[],
): Promise<InquiryAttachment[]> {
  const found: InquiryAttachment[] = [];
  for (const url of urls) {
    let pathname = '';
    try {
      pathname = new URL(url, 'http://localhost').pathname;
    } catch {
      // Not a URL: refused below like a file that is not there.
    }
    const match = UPLOAD_URL.exec(pathname);
    const [row] =
      match && match[1] === ATTACHMENT_DIR
        ? await db
            .select({
              name: uploadedFiles.name,
              contentType: uploadedFiles.contentType,
              size: uploadedFiles.size,
            })
            .from(uploadedFiles)
            .where(
              and(
                eq(uploadedFiles.channelId, channelId),
                eq(uploadedFiles.dir, ATTACHMENT_DIR),
                eq(uploadedFiles.id, match[2]!),
              ),
            )
        : [];
    if (!row)
      throw new HttpError(422, MESSAGES.invalidInput, {
        errors: { attachment_urls: [INQUIRY_ERRORS.attachment] },
      });
    found.push({ url: pathname, name: row.name, content_type: row.contentType, size: row.size });
  }
  return found;
}

export const INQUIRY_ERRORS = {
  notFound: 'お問い合わせが見つかりませんでした',
  category: 'お問い合わせ種別を選択してください',
  catalog: 'ご請求いただけるカタログではありません',
  attachment: '添付ファイルが見つかりません。もう一度添付してください',
} as const;

/** The form a message is checked against: a catalogue request, the business form, or /contact. */
export function inquiryKindOf(channel: Channel, body: Record<string, unknown>): InquiryKind {
  if (body.catalog_code !== undefined && body.catalog_code !== null && body.catalog_code !== '')
    return 'catalog';
  return channel.kind === 'business' ? 'business' : 'contact';
}

const SCHEMAS = {
  contact: contactSchema,
  business: businessContactSchema,
  catalog: catalogRequestSchema,
} as const;

/** Every form's fields, for the route's JSON schema (the yup schemas give the messages). */
export const INQUIRY_FORM_SCHEMAS = Object.values(SCHEMAS);

const BUSINESS_KEYS = Object.keys(businessContactSchema.fields).filter(
  (key) => !(key in contactSchema.fields),
) as (keyof InquiryBusinessFields)[];

/** An inquiry category of this shop (GET /v1/categories/hierarchy?table=inquiries), or a 422. */
async function categoryOf(db: Database, channelId: string, id: number | undefined) {
  if (id === undefined) return null;
  const [category] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      and(
        eq(categories.id, id),
        eq(categories.channelId, channelId),
        eq(categories.table, 'inquiries'),
      ),
    );
  if (!category)
    throw new HttpError(422, MESSAGES.invalidInput, {
      errors: { category_id: [INQUIRY_ERRORS.category] },
    });
  return category;
}

async function orderableCatalog(db: Database, channelId: string, code: string) {
  const [catalog] = await db
    .select({ code: catalogs.code, title: catalogs.title })
    .from(catalogs)
    .where(
      and(
        eq(catalogs.channelId, channelId),
        eq(catalogs.code, code),
        eq(catalogs.isShow, true),
        eq(catalogs.isOrderable, true),
      ),
    );
  if (!catalog)
    throw new HttpError(422, MESSAGES.invalidInput, {
      errors: { catalog_code: [INQUIRY_ERRORS.catalog] },
    });
  return catalog;
}

/**
 * Stores a message of the contact form (linked to the member when one is logged in) and mails
 * the sender a copy. The form is the shop's: the business shop's asks for the company too; a
 * catalogue request (catalog_code) for the address to post the catalogue to.
 */
export async function createInquiry(
  db: Database,
  mailer: Mailer,
  input: {
    channel: Channel;
    userId: number | null;
    body: Record<string, unknown> & { category_id?: number | undefined };
    /** Files uploaded to dir inquiry (POST /v1/upload-files). */
    attachmentUrls?: readonly string[];
  },
): Promise<InquiryDetail> {
  const { channel, userId } = input;
  const kind = inquiryKindOf(channel, input.body);
  const values = (await validateBody(SCHEMAS[kind], input.body)) as Record<string, string>;
  const category = await categoryOf(db, channel.id, input.body.category_id);
  const attachments = await attachmentsOf(db, channel.id, input.attachmentUrls ?? []);
  let catalog: InquiryCatalogRequest | null = null;
  if (kind === 'catalog') {
    const found = await orderableCatalog(db, channel.id, values.catalog_code!);
    catalog = {
      code: found.code,
      title: found.title,
      postal_code: values.postal_code!,
      prefecture: values.prefecture!,
      city: values.city!,
      address1: values.address1!,
      address2: values.address2 ?? '',
    };
  }
  const business =
    kind === 'business'
      ? (Object.fromEntries(
          BUSINESS_KEYS.map((key) => [key, values[key] ?? '']),
        ) as InquiryBusinessFields)
      : null;
  const [row] = await db
    .insert(inquiries)
    .values({
      channelId: channel.id,
      userId,
      categoryId: category?.id ?? null,
      kind,
      name: values.name!,
      nameKana: values.name_kana ?? '',
      email: values.email!.trim(),
      phone: values.phone!,
      body: values.body!,
      business,
      catalog,
      attachments,
    })
    .returning();
  const inquiry = row!;
  const detail = { inquiry, categoryName: category?.name ?? null, comments: [] };
  await mailer.send({
    to: inquiry.email,
    channelId: channel.id,
    ...mails.inquiryReceived(channel, detail, userId !== null),
  });
  return detail;
}

export type InquiryDetail = {
  inquiry: InquiryRow;
  categoryName: string | null;
  comments: CommentRow[];
};

/** One page of a member's inquiries, the most recently active first, with the total. */
export function listMemberInquiries(db: Database, userId: number, page: Paging) {
  return listInquiries(db, eq(inquiries.userId, userId), page);
}

async function listInquiries(db: Database, where: SQL | undefined, page: Paging) {
  const [total] = await db.select({ n: count() }).from(inquiries).where(where);
  const rows = await db
    .select({
      inquiry: inquiries,
      categoryName: categories.name,
      commentCount: sql<number>`(select count(*)::int from ${inquiryComments} where ${inquiryComments.inquiryId} = ${inquiries.id})`,
    })
    .from(inquiries)
    .leftJoin(categories, eq(categories.id, inquiries.categoryId))
    .where(where)
    .orderBy(desc(inquiries.updatedAt), desc(inquiries.id))
    .limit(page.per)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}

/** Every shop's inquiries for operators, filtered by shop and status. */
export function listAllInquiries(
  db: Database,
  filter: { channelId?: string | undefined; status?: InquiryStatus | undefined },
  page: Paging,
) {
  const conditions = [
    filter.channelId ? eq(inquiries.channelId, filter.channelId) : undefined,
    filter.status ? eq(inquiries.status, filter.status) : undefined,
  ].filter((condition) => condition !== undefined);
  return listInquiries(db, conditions.length > 0 ? and(...conditions) : undefined, page);
}

/**
 * One inquiry with its thread. With `userId`, only that member's: another member's id answers
 * 404, exactly as an id that does not exist.
 */
export async function findInquiry(
  db: Database,
  id: number,
  userId?: number,
): Promise<InquiryDetail> {
  const [found] = await db
    .select({ inquiry: inquiries, categoryName: categories.name })
    .from(inquiries)
    .leftJoin(categories, eq(categories.id, inquiries.categoryId))
    .where(
      and(eq(inquiries.id, id), userId === undefined ? undefined : eq(inquiries.userId, userId)),
    );
  if (!found) throw new HttpError(404, INQUIRY_ERRORS.notFound, { code: 'inquiry_not_found' });
  const comments = await db
    .select()
    .from(inquiryComments)
    .where(eq(inquiryComments.inquiryId, id))
    .orderBy(asc(inquiryComments.createdAt), asc(inquiryComments.id));
  return { ...found, comments };
}

/** Adds a message to a thread and records whose turn it is. */
async function addComment(db: Database, inquiryId: number, author: InquiryAuthor, body: string) {
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .insert(inquiryComments)
      .values({ inquiryId, author, body })
      .returning();
    await tx
      .update(inquiries)
      .set({ status: author === 'shop' ? 'answered' : 'waiting', updatedAt: comment!.createdAt })
      .where(eq(inquiries.id, inquiryId));
    return comment!;
  });
}

/** A member answers the shop in their own inquiry's thread. */
export async function replyAsMember(db: Database, userId: number, id: number, body: string) {
  await findInquiry(db, id, userId);
  return addComment(db, id, 'member', body);
}

/**
 * The shop answers an inquiry (admin API): the sender gets the answer by mail, and a member
 * also a message in the message centre that leads to the thread.
 */
export async function replyAsShop(db: Database, mailer: Mailer, id: number, body: string) {
  const { inquiry } = await findInquiry(db, id);
  const comment = await addComment(db, id, 'shop', body);
  const [channel] = await db.select().from(channels).where(eq(channels.id, inquiry.channelId));
  const isMember = inquiry.userId !== null;
  await mailer.send({
    to: inquiry.email,
    channelId: inquiry.channelId,
    ...mails.inquiryAnswered(channel!, { inquiry, body, isMember }),
  });
  if (inquiry.userId !== null) {
    await postSystemMessage(db, {
      userId: inquiry.userId,
      kind: 'notice',
      title: 'お問い合わせへの回答が届きました',
      body: `お問い合わせ（受付番号 ${inquiryNo(inquiry.id)}）にショップから回答がありました。\nお問い合わせ履歴からご確認ください。\n/mypage/inquiry_history/${inquiry.id}`,
    });
  }
  return comment;
}

/** A list entry: no copy of the whole body, only its start. */
export function serializeInquirySummary(row: {
  inquiry: InquiryRow;
  categoryName: string | null;
  commentCount: number;
}) {
  const { inquiry } = row;
  return {
    id: inquiry.id,
    inquiry_no: inquiryNo(inquiry.id),
    kind: inquiry.kind,
    status: inquiry.status,
    category_name: row.categoryName,
    catalog_title: inquiry.catalog?.title ?? null,
    excerpt: inquiry.body.length > 80 ? `${inquiry.body.slice(0, 80)}…` : inquiry.body,
    comment_count: row.commentCount,
    created_at: inquiry.createdAt.toISOString(),
    updated_at: inquiry.updatedAt.toISOString(),
  };
}

export function serializeComment(comment: CommentRow) {
  return {
    id: comment.id,
    author: comment.author,
    body: comment.body,
    created_at: comment.createdAt.toISOString(),
  };
}

/** An inquiry with everything the sender wrote and the thread. */
export function serializeInquiry({ inquiry, categoryName, comments }: InquiryDetail) {
  return {
    ...serializeInquirySummary({ inquiry, categoryName, commentCount: comments.length }),
    category_id: inquiry.categoryId,
    name: inquiry.name,
    name_kana: inquiry.nameKana,
    email: inquiry.email,
    phone: inquiry.phone,
    body: inquiry.body,
    business: inquiry.business ? businessLabels(inquiry.business) : null,
    catalog: inquiry.catalog,
    attachments: inquiry.attachments,
    comments: comments.map(serializeComment),
  };
}
