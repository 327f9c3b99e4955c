import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { EMBROIDERY_COLORS, EMBROIDERY_STYLES, embroiderySchema } from '@mise/validation';
import type { Database } from '../../db/client.js';
import {
  embroideryServices,
  productModels,
  productRelations,
  products,
  userEmbroideries,
} from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { withTax } from '../catalog.js';
import { validateBody } from '../validation.js';

export type Embroidery = { text: string; style: string; color: string };

export const EMBROIDERY_MESSAGES = {
  notOffered: 'この商品はネーム刺繍に対応していません',
  required: '刺繍する文字・書体・糸の色を指定してください',
} as const;

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** An embroidery as the screens show it: the codes and their Japanese labels. */
export const EmbroideryJson = Type.Object({
  text: Type.String(),
  style: Type.String({ description: 'block, script or kanji' }),
  style_label: Type.String(),
  color: Type.String({ description: 'white, black, red, gold or silver' }),
  color_label: Type.String(),
});

export function serializeEmbroidery(embroidery: Embroidery) {
  return {
    text: embroidery.text,
    style: embroidery.style,
    style_label: labelOf(EMBROIDERY_STYLES, embroidery.style),
    color: embroidery.color,
    color_label: labelOf(EMBROIDERY_COLORS, embroidery.color),
  };
}

/** Checks an embroidery with the form's rules (Japanese messages, 422). */
/** The member's saved name embroidery, or undefined before one is saved. */
export async function savedEmbroidery(db: Database, userId: number) {
  const [row] = await db.select().from(userEmbroideries).where(eq(userEmbroideries.userId, userId));
  return row;
}

/** Saves the member's name embroidery (one per member: a new one replaces the old). */
export async function saveEmbroidery(
  db: Database,
  userId: number,
  embroidery: Embroidery,
): Promise<void> {
  await db
    .insert(userEmbroideries)
    .values({ userId, ...embroidery })
    .onConflictDoUpdate({
      target: userEmbroideries.userId,
      set: { ...embroidery, updatedAt: new Date() },
    });
}

export async function forgetEmbroidery(db: Database, userId: number): Promise<void> {
  await db.delete(userEmbroideries).where(eq(userEmbroideries.userId, userId));
}

export async function checkedEmbroidery(body: unknown): Promise<Embroidery> {
  const values = await validateBody(embroiderySchema, body);
  return { text: values.text, style: String(values.style), color: String(values.color) };
}

/** The shop's embroidery service product (null when the shop offers none). */
export async function embroideryService(db: Database, channelId: string) {
  const [row] = await db
    .select({ product: products, taxRate: productModels.taxRate })
    .from(embroideryServices)
    .innerJoin(products, eq(products.id, embroideryServices.productId))
    .innerJoin(productModels, eq(productModels.id, products.modelId))
    .where(and(eq(embroideryServices.channelId, channelId), eq(products.isShow, true)));
  return row ?? null;
}

/**
 * The embroidery a product offers: the service product, when it is one of the product's
 * accessories (the cart prices it as an accessory line of the product). 404 otherwise.
 */
export async function embroideryOffer(db: Database, channelId: string, productKey: string) {
  const service = await embroideryService(db, channelId);
  const notOffered = () =>
    new HttpError(404, EMBROIDERY_MESSAGES.notOffered, { code: 'embroidery.not_offered' });
  if (!service) throw notOffered();
  const [relation] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(
      productRelations,
      and(
        eq(productRelations.productId, products.id),
        eq(productRelations.kind, 'accessory'),
        eq(productRelations.relatedId, service.product.id),
      ),
    )
    .where(
      and(
        eq(products.channelId, channelId),
        eq(products.key, productKey),
        eq(products.isShow, true),
      ),
    );
  if (!relation) throw notOffered();
  return {
    product_key: service.product.key,
    name: service.product.name,
    unit_price: service.product.price,
    unit_price_with_tax: withTax(service.product.price, service.taxRate),
    styles: EMBROIDERY_STYLES.map(({ value, label }) => ({ value, label })),
    colors: EMBROIDERY_COLORS.map(({ value, label }) => ({ value, label })),
  };
}

/** An embroidery line's name in an order: 「ネーム刺繍（K. TAKAHASHI／筆記体・ゴールド）」. */
export function embroideredName(name: string, embroidery: Embroidery): string {
  const { text, style_label: style, color_label: color } = serializeEmbroidery(embroidery);
  return `${name}（${text}／${style}・${color}）`;
}
