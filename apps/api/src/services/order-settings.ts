import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { settings } from '../db/schema.js';

/**
 * Settings of the cart, the checkout, points and the address book, with the value a shop gets
 * when it has not set them. Unlike FRONT_SETTINGS they are not all answered to the storefront:
 * the cart answers what they mean (carriage, lead times, x-limit), not the settings themselves.
 */
export const ORDER_SETTINGS = {
  /** Carriage per shipping, yen, tax excluded (standard rate). */
  'ORDER.CARRIAGE': 600,
  /** No carriage when the order's tax-included product subtotal reaches this (yen). */
  'ORDER.FREE_CARRIAGE_FROM': 5000,
  /** Price of one gift wrap, yen, tax excluded; のし is free. */
  'ORDER.PACKING.GIFT_WRAP_PRICE': 300,
  /** Orders after this hour (Japan time) ship from the next business day. */
  'ORDER.LEADTIME.CUTOFF_HOUR': 12,
  /** Business days to prepare a shipment (one more with any packing). */
  'ORDER.LEADTIME.PREPARING_DAYS': 1,
  /** Days of delivery dates offered from the earliest one. */
  'ORDER.LEADTIME.DATE_COUNT': 14,
  /** One order may be shipped to several addresses (also a front setting). */
  'ORDER.SHIPPING.IS_ALLOW_MULTIPLE': false,
  /** Days a social gift's receiver has to fill in the delivery, from the order. */
  'SOCIAL_GIFT.EXPIRY_DAYS': 14,
  'PLUGIN.TEMPORARY_STOP_SELLING.IS_USE': false,
  'PLUGIN.TEMPORARY_STOP_SELLING.IS_SELLING': true,
  /** Points granted per 100 yen of the discounted tax-excluded product subtotal. */
  'POINT.GRANT_RATE': 1,
  /** Points a new member gets at registration. */
  'POINT.REGISTRATION_BONUS': 500,
  /**
   * Days points stay usable after they are granted (the spec names no period; a year, as most
   * Japanese shops give). Spending uses the oldest points first; 0: points never expire.
   */
  'POINT.EXPIRY_DAYS': 365,
  /** Saved delivery addresses a member may keep (x-limit of GET /v1/me/user-addresses). */
  'USER_ADDRESS.LIMIT': 20,
  /** Saved payment cards a member may keep (x-limit of GET /v1/me/user-cards). */
  'USER_CARD.LIMIT': 5,
  /** Memorial days a member may keep (x-limit of GET /v1/me/user-memorials). */
  'USER_MEMORIAL.LIMIT': 5,
  /** Measurement entries a member may keep per purpose (x-limit of GET /v1/me/timeseries). */
  'USER_TIMESERIES.LIMIT': 10,
} satisfies Record<string, number | boolean>;

type Widen<T> = T extends boolean ? boolean : T extends number ? number : T;
export type OrderSettingKey = keyof typeof ORDER_SETTINGS;
export type OrderSettings = { [K in OrderSettingKey]: Widen<(typeof ORDER_SETTINGS)[K]> };

export const ORDER_SETTING_KEYS = Object.keys(ORDER_SETTINGS) as OrderSettingKey[];

/** The shop's order settings over the defaults; a stored value of another type is ignored. */
export async function loadOrderSettings(db: Database, channelId: string): Promise<OrderSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(and(eq(settings.channelId, channelId), inArray(settings.key, ORDER_SETTING_KEYS)));
  return orderSettingsOf(rows);
}

/** Order settings from the stored rows of their keys (read on their own or with a cart). */
export function orderSettingsOf(rows: { key: string; value: unknown }[]): OrderSettings {
  const result: Record<string, unknown> = { ...ORDER_SETTINGS };
  for (const { key, value } of rows) {
    if (typeof value === typeof ORDER_SETTINGS[key as OrderSettingKey]) result[key] = value;
  }
  return result as OrderSettings;
}
