import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { qaCategories, qas } from '../../db/schema.js';
import { containsPattern } from '../catalog-search.js';

/** A FAQ category of the shop by its code or its id; undefined when there is none. */
export async function qaCategoryId(
  db: Database,
  channelId: string,
  codeOrId: string,
): Promise<number | undefined> {
  const [found] = await db
    .select({ id: qaCategories.id })
    .from(qaCategories)
    .where(
      and(
        eq(qaCategories.channelId, channelId),
        /^[1-9][0-9]{0,8}$/.test(codeOrId)
          ? or(eq(qaCategories.id, Number(codeOrId)), eq(qaCategories.code, codeOrId))
          : eq(qaCategories.code, codeOrId),
      ),
    );
  return found?.id;
}

/**
 * Shown questions with their category, in category then question order; `keyword` matches the
 * question or the answer.
 */
export function shownQas(
  db: Database,
  channelId: string,
  filter: { categoryId?: number | undefined; keyword?: string | undefined },
) {
  const conditions: SQL[] = [eq(qas.channelId, channelId), eq(qas.isShow, true)];
  if (filter.categoryId !== undefined) conditions.push(eq(qas.categoryId, filter.categoryId));
  const word = filter.keyword?.trim();
  if (word) {
    const pattern = containsPattern(word);
    conditions.push(or(ilike(qas.question, pattern), ilike(qas.answer, pattern))!);
  }
  return db
    .select({
      id: qas.id,
      question: qas.question,
      answer: qas.answer,
      category: { id: qaCategories.id, code: qaCategories.code, name: qaCategories.name },
    })
    .from(qas)
    .innerJoin(qaCategories, eq(qaCategories.id, qas.categoryId))
    .where(and(...conditions))
    .orderBy(asc(qaCategories.sortOrder), asc(qaCategories.id), asc(qas.sortOrder), asc(qas.id));
}

/** The shop's FAQ categories in order, with the number of shown questions in each. */
export function qaCategoryCounts(db: Database, channelId: string) {
  return db
    .select({
      id: qaCategories.id,
      code: qaCategories.code,
      name: qaCategories.name,
      count: count(qas.id),
    })
    .from(qaCategories)
    .leftJoin(qas, and(eq(qas.categoryId, qaCategories.id), eq(qas.isShow, true)))
    .where(eq(qaCategories.channelId, channelId))
    .groupBy(qaCategories.id)
    .orderBy(asc(qaCategories.sortOrder), asc(qaCategories.id));
}
