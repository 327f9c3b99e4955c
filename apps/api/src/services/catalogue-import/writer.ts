import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client.js';
import type { Database } from '../../db/client.js';
import { COLOURS, PALETTE } from '../image-colours.js';
import { brands, categories, makers, tags } from '../../db/schema.js';
import type { ProductSpec } from '../../db/schema.js';
import { foldSearchText } from '../catalog-search.js';
import type { ModelDraft } from './types.js';
import { nameKey } from './values.js';

/** A model ready to write: its pictures as stored hashes (the model's, then each variant's own). */
export type ModelRow = {
  draft: ModelDraft;
  pictures: string[];
  variantPictures: (string | null)[];
};

type Named = { id: number; name: string };

/** Rows as one JSON parameter, read back with jsonb_to_recordset (as the seed's bulkInsert). */
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

const idsOf = async (db: Database, query: SQL) =>
  new Map(rowsOf<{ id: number; key: string }>(await db.execute(query)).map((r) => [r.key, r.id]));

/**
 * Writes models the way the seed does (product_models, products, their category and tag links)
 * plus their pictures, as upserts on the keys the file's codes give: what is already as the file
 * says is not written again (no new row version, no changed timestamp), so a re-import changes
 * nothing. Categories, brands, makers and tags are found by name (the demo's own included) and
 * added when missing.
 */
export class CatalogueWriter {
  readonly #channelId: string;
  #categories: Map<string, number> | null = null;
  #brands: Map<string, number> | null = null;
  #makers: Map<string, number> | null = null;
  #tags: Map<string, number> | null = null;

  constructor(channelId: string) {
    this.#channelId = channelId;
  }

  /** Forgets the ids it learnt: the transaction that made some of them rolled back. */
  reset(): void {
    this.#categories = this.#brands = this.#makers = this.#tags = null;
  }

  async write(db: Database, models: ModelRow[]): Promise<void> {
    if (models.length === 0) return;
    const channelId = this.#channelId;
    const categoryIds = await this.#categoryIds(db, models);
    const brandIds = await this.#named(db, 'brand', models, (m) => (m.brand ? [m.brand] : []));
    const makerIds = await this.#named(db, 'maker', models, (m) => (m.maker ? [m.maker] : []));
    const tagIds = await this.#named(db, 'tag', models, (m) => m.tags);

    const modelRecords = models.map(({ draft }) => {
      const paths = draft.categories.map((path) => categoryIds.get(path.join('\u0000'))!);
      const specs: ProductSpec[] = [
        ...(draft.brand ? [{ label: 'ブランド', value: draft.brand }] : []),
        ...(draft.maker ? [{ label: 'メーカー', value: draft.maker }] : []),
        { label: '型番', value: draft.variants[0]?.code ?? '' },
      ];
      return {
        key: draft.key,
        name: draft.name,
        brand_id: draft.brand ? (brandIds.get(draft.brand) ?? null) : null,
        maker_id: draft.maker ? (makerIds.get(draft.maker) ?? null) : null,
        category_id: paths[0] ?? null,
        variant_axis: draft.variantAxis,
        description: draft.description,
        specs,
        tax_rate: draft.taxRate,
        search_text: foldSearchText(
          [
            draft.name,
            draft.brand ?? '',
            draft.maker ?? '',
            ...draft.categories.flat(),
            ...draft.variants.flatMap((variant) => [variant.code, variant.label ?? '']),
            draft.searchWords,
          ].join(' '),
        ),
        position: draft.firstLine,
      };
    });
    // Only a model whose columns differ is updated: an unchanged one keeps its row version.
    await db.execute(sql`
      insert into product_models
        (channel_id, key, name, brand_id, maker_id, category_id, variant_axis, description, specs,
         tax_rate, search_text, position, released_at)
      select ${channelId}, x.key, x.name, x.brand_id, x.maker_id, x.category_id, x.variant_axis,
        x.description, x.specs, x.tax_rate, x.search_text, x.position, now()
      from jsonb_to_recordset(${json(modelRecords)}) as x(key text, name text, brand_id int,
        maker_id int, category_id int, variant_axis text, description text, specs jsonb,
        tax_rate int, search_text text, position int)
      on conflict (channel_id, key) do update set
        name = excluded.name, brand_id = excluded.brand_id, maker_id = excluded.maker_id,
        category_id = excluded.category_id, variant_axis = excluded.variant_axis,
        description = excluded.description, specs = excluded.specs, tax_rate = excluded.tax_rate,
        search_text = excluded.search_text, position = excluded.position
      where (product_models.name, product_models.brand_id, product_models.maker_id,
          product_models.category_id, product_models.variant_axis, product_models.description,
          product_models.specs, product_models.tax_rate, product_models.search_text,
          product_models.position)
        is distinct from (excluded.name, excluded.brand_id, excluded.maker_id, excluded.category_id,
          excluded.variant_axis, excluded.description, excluded.specs, excluded.tax_rate,
          excluded.search_text, excluded.position)
    `);
    const modelIds = await idsOf(
      db,
      sql`select id, key from product_models where channel_id = ${channelId}
        and key in (select jsonb_array_elements_text(${json(models.map((m) => m.draft.key))}))`,
    );

    const productRecords = models.flatMap(({ draft }) => {
      const palette = PALETTE[parseInt(digest(draft.key).slice(0, 8), 16) % PALETTE.length]!;
      return draft.variants.map((variant, index) => ({
        model_id: modelIds.get(draft.key)!,
        key: variant.key,
        code: variant.code,
        name: draft.name,
        variant_label: variant.label,
        price: variant.price,
        before_price: variant.beforePrice,
        stock: variant.stock,
        is_show: variant.isShow && !draft.hidden,
        colour: COLOURS[variant.label?.split(' / ')[0] ?? ''] ?? palette,
        image_count: 1,
        position: index,
      }));
    });
    const pictureLists = new Map<string, string[]>();
    for (const { draft, pictures, variantPictures } of models)
      draft.variants.forEach((variant, index) => {
        const own = variantPictures[index];
        pictureLists.set(variant.key, own ? [own, ...pictures.filter((p) => p !== own)] : pictures);
      });
    for (const record of productRecords)
      record.image_count = Math.max(1, pictureLists.get(record.key)?.length ?? 0);
    await db.execute(sql`
      insert into products
        (channel_id, model_id, key, code, name, variant_label, price, before_price, stock, is_show,
         colour, image_count, position)
      select ${channelId}, x.model_id, x.key, x.code, x.name, x.variant_label, x.price,
        x.before_price, x.stock, x.is_show, x.colour, x.image_count, x.position
      from jsonb_to_recordset(${json(productRecords)}) as x(model_id int, key text, code text,
        name text, variant_label text, price int, before_price int, stock int, is_show boolean,
        colour text, image_count int, position int)
      on conflict (channel_id, key) do update set
        model_id = excluded.model_id, code = excluded.code, name = excluded.name,
        variant_label = excluded.variant_label, price = excluded.price,
        before_price = excluded.before_price, stock = excluded.stock, is_show = excluded.is_show,
        colour = excluded.colour, image_count = excluded.image_count, position = excluded.position
      where (products.model_id, products.code, products.name, products.variant_label,
          products.price, products.before_price, products.stock, products.is_show, products.colour,
          products.image_count, products.position)
        is distinct from (excluded.model_id, excluded.code, excluded.name, excluded.variant_label,
          excluded.price, excluded.before_price, excluded.stock, excluded.is_show, excluded.colour,
          excluded.image_count, excluded.position)
    `);
    const productIds = await idsOf(
      db,
      sql`select id, key from products where channel_id = ${channelId}
        and key in (select jsonb_array_elements_text(${json(productRecords.map((p) => p.key))}))`,
    );

    const ids = [...modelIds.values()];
    await replaceLinks(
      db,
      'product_model_categories',
      'category_id',
      ids,
      models.flatMap(({ draft }) =>
        [...new Set(draft.categories.map((path) => categoryIds.get(path.join('\u0000'))!))].map(
          (categoryId) => ({ model_id: modelIds.get(draft.key)!, category_id: categoryId }),
        ),
      ),
    );
    await replaceLinks(
      db,
      'product_model_tags',
      'tag_id',
      ids,
      models.flatMap(({ draft }) =>
        [...new Set(draft.tags.map((tag) => tagIds.get(tag)!))].map((tagId) => ({
          model_id: modelIds.get(draft.key)!,
          tag_id: tagId,
        })),
      ),
    );
    const pictureRows = [...pictureLists].flatMap(([key, hashes]) =>
      hashes.map((hash, index) => ({
        product_id: productIds.get(key)!,
        position: index + 1,
        picture_hash: hash,
      })),
    );
    const productIdList = JSON.stringify([...productIds.values()]);
    await db.execute(sql`
      delete from product_pictures p
      where p.product_id in (select value::int from jsonb_array_elements_text(${productIdList}::jsonb))
        and not exists (
          select 1 from jsonb_to_recordset(${json(pictureRows)})
            as x(product_id int, position int, picture_hash text)
          where x.product_id = p.product_id and x.position = p.position
            and x.picture_hash = p.picture_hash)
    `);
    await db.execute(sql`
      insert into product_pictures (product_id, position, picture_hash)
      select x.product_id, x.position, x.picture_hash
      from jsonb_to_recordset(${json(pictureRows)}) as x(product_id int, position int, picture_hash text)
      on conflict do nothing
    `);
  }

  /** Ids of every category path of the models, top levels first; missing ones are added. */
  async #categoryIds(db: Database, models: ModelRow[]): Promise<Map<string, number>> {
    if (!this.#categories) {
      const rows = await db
        .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
        .from(categories)
        .where(and(eq(categories.channelId, this.#channelId), eq(categories.table, 'products')));
      this.#categories = new Map(rows.map((row) => [`${row.parentId ?? 0}/${row.name}`, row.id]));
    }
    const known = this.#categories;
    const byPath = new Map<string, number>();
    const paths = models.flatMap(({ draft }) => draft.categories);
    for (let depth = 1; depth <= 3; depth++) {
      const missing = new Map<string, typeof categories.$inferInsert>();
      for (const path of paths) {
        if (path.length < depth) continue;
        const parentId = depth === 1 ? 0 : byPath.get(path.slice(0, depth - 1).join('\u0000'))!;
        const lookup = `${parentId}/${path[depth - 1]}`;
        const id = known.get(lookup);
        if (id !== undefined) byPath.set(path.slice(0, depth).join('\u0000'), id);
        else
          missing.set(lookup, {
            channelId: this.#channelId,
            table: 'products',
            key: nameKey('cat', path.slice(0, depth).join('>')),
            name: path[depth - 1]!,
            parentId: parentId || null,
            depth,
          });
      }
      if (missing.size) {
        const added = await db
          .insert(categories)
          .values([...missing.values()])
          .returning({ id: categories.id, parentId: categories.parentId, name: categories.name });
        for (const row of added) known.set(`${row.parentId ?? 0}/${row.name}`, row.id);
        for (const path of paths) {
          if (path.length < depth) continue;
          const parentId = depth === 1 ? 0 : byPath.get(path.slice(0, depth - 1).join('\u0000'))!;
          byPath.set(
            path.slice(0, depth).join('\u0000'),
            known.get(`${parentId}/${path[depth - 1]}`)!,
          );
        }
      }
    }
    return byPath;
  }

  /** Ids of brands, makers or tags by name; missing ones are added. */
  async #named(
    db: Database,
    kind: 'brand' | 'maker' | 'tag',
    models: ModelRow[],
    namesOf: (draft: ModelDraft) => string[],
  ): Promise<Map<string, number>> {
    const table = kind === 'brand' ? brands : kind === 'maker' ? makers : tags;
    const cache = kind === 'brand' ? this.#brands : kind === 'maker' ? this.#makers : this.#tags;
    let known = cache;
    if (!known) {
      const rows: Named[] = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(eq(table.channelId, this.#channelId));
      known = new Map(rows.map((row) => [row.name, row.id]));
      if (kind === 'brand') this.#brands = known;
      else if (kind === 'maker') this.#makers = known;
      else this.#tags = known;
    }
    const missing = [
      ...new Set(models.flatMap(({ draft }) => namesOf(draft)).filter((n) => !known.has(n))),
    ];
    if (missing.length) {
      const added: Named[] = await db
        .insert(table)
        .values(
          missing.map((name) => ({
            channelId: this.#channelId,
            key: nameKey(kind, name),
            name,
            position: 1000,
          })),
        )
        .returning({ id: table.id, name: table.name });
      for (const row of added) known.set(row.name, row.id);
    }
    return known;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A model's links (categories, tags) become exactly `rows`: links no longer in the file go,
 * new ones come, the rest are left untouched.
 */
async function replaceLinks(
  db: Database,
  table: 'product_model_categories' | 'product_model_tags',
  column: 'category_id' | 'tag_id',
  modelIds: number[],
  rows: Record<string, number>[],
): Promise<void> {
  const t = sql.identifier(table);
  const c = sql.identifier(column);
  await db.execute(sql`
    delete from ${t} l
    where l.model_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(modelIds)}::jsonb))
      and not exists (
        select 1 from jsonb_to_recordset(${json(rows)}) as x(model_id int, ${c} int)
        where x.model_id = l.model_id and x.${c} = l.${c})
  `);
  await db.execute(sql`
    insert into ${t} (model_id, ${c})
    select x.model_id, x.${c} from jsonb_to_recordset(${json(rows)}) as x(model_id int, ${c} int)
    on conflict do nothing
  `);
}
