import { and, eq } from 'drizzle-orm';
import { SCHOOL_KEY_MESSAGES } from '@mise/validation';
import type { Database } from '../db/client.js';
import { schoolKeys } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { getSetting } from './settings.js';

/**
 * The school of a key the shop handed out, or null. Keys are copied from letters and mails,
 * often with a stray space around them: the key is trimmed first.
 */
export async function findSchool(
  db: Database,
  channelId: string,
  key: string,
): Promise<{ key: string; name: string } | null> {
  const trimmed = key.trim();
  if (!trimmed) return null;
  const found = await db.query.schoolKeys.findFirst({
    columns: { key: true, name: true },
    where: and(eq(schoolKeys.channelId, channelId), eq(schoolKeys.key, trimmed)),
  });
  return found ?? null;
}

/**
 * The member's school for a registration in a shop with MEMBER.SCHOOL_KEY.IS_REQUIRED: the
 * school of the key sent, or a 422 on the school_key field (no key, or one the shop never
 * handed out). Undefined when the shop asks for no key, so the form's own 学校名 stands.
 */
export async function schoolOfRegistration(
  db: Database,
  channelId: string,
  key: string | null | undefined,
): Promise<string | undefined> {
  const required = await getSetting<unknown>(db, channelId, 'MEMBER.SCHOOL_KEY.IS_REQUIRED', false);
  if (required !== true) return undefined;
  const message = key?.trim() ? SCHOOL_KEY_MESSAGES.unknown : SCHOOL_KEY_MESSAGES.required;
  const school = key ? await findSchool(db, channelId, key) : null;
  if (!school) throw new HttpError(422, message, { errors: { school_key: [message] } });
  return school.name;
}
