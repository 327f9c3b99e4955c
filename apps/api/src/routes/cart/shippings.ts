import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../errors.js';
import {
  CART_MESSAGES,
  addShipping,
  addressGone,
  resetShippings,
  shippingNotFound,
  updateShipping,
} from '../../services/cart/index.js';
import type { CartShippingUpdate, LoadedCart, ShippingAddress } from '../../services/cart/index.js';
import { TIMEZONE_CODES } from '../../services/cart/leadtime.js';
import { loadOrderSettings } from '../../services/order-settings.js';
import { createUserAddress, findUserAddress } from '../../services/user-addresses.js';
import type { User } from '../../types.js';
import { CART_REPLIES, CartToken, Id, Key, changed, openCart } from './common.js';
import { cartLeadtimes } from './leadtime.js';
import {
  AddressBody,
  hasAnyAddressField,
  type AddressInput,
  validAddress,
} from '../../services/address-input.js';

/**
 * The address a shipping call sets: a saved address of the member (422
 * cart_detail.set_user_address.not_data when it is gone), or the fields given, validated.
 */
async function addressOf(
  db: Database,
  member: User | null,
  body: { user_address_id?: number | null } & AddressInput,
): Promise<{ userAddressId: number | null; address: ShippingAddress } | null> {
  if (body.user_address_id !== undefined && body.user_address_id !== null) {
    const saved = member ? await findUserAddress(db, member.id, body.user_address_id) : null;
    if (!saved) throw addressGone();
    return {
      userAddressId: saved.id,
      address: {
        lastName: saved.lastName,
        firstName: saved.firstName,
        lastNameKana: saved.lastNameKana,
        firstNameKana: saved.firstNameKana,
        companyName: saved.companyName,
        postalCode: saved.postalCode,
        prefecture: saved.prefecture,
        city: saved.city,
        address1: saved.address1,
        address2: saved.address2,
        phoneNumber: saved.phoneNumber || saved.cellPhoneNumber,
      },
    };
  }
  if (!hasAnyAddressField(body)) return null;
  return { userAddressId: null, address: await validAddress(body) };
}

/** Saves an entered address to the member's address book when asked. */
async function saveAddress(
  db: Database,
  channelId: string,
  member: User | null,
  address: ShippingAddress,
): Promise<number | null> {
  if (!member) return null;
  const row = await createUserAddress(db, channelId, member.id, { ...address });
  return row.id;
}

const dateErrors = (message: string) =>
  new HttpError(422, message, { errors: { delivery_date: [message] } });

async function assertDelivery(
  db: Database,
  loaded: LoadedCart,
  shippingId: number,
  date: string | null | undefined,
  timezone: string | null | undefined,
) {
  if (timezone !== undefined && timezone !== null && !TIMEZONE_CODES.has(timezone)) {
    const message = 'お届け時間帯の指定が正しくありません';
    throw new HttpError(422, message, { errors: { delivery_timezone: [message] } });
  }
  if (date === undefined || date === null) return;
  const leadtimes = await cartLeadtimes(db, loaded);
  const own = leadtimes.find((l) => l.shipping.id === shippingId);
  if (!own?.dates.includes(date))
    throw dateErrors('お届け希望日はお選びいただける日付の中から指定してください');
}

const ShippingAddressFields = {
  user_address_id: Type.Optional(Type.Union([Id, Type.Null()])),
  ...AddressBody,
  save_address: Type.Optional(Type.Boolean()),
};

/** Shippings: add another, change one (address, date, time slot), reset to one. */
const shippingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/v1/carts/shippings/add',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary: 'Adds a shipping (only when ORDER.SHIPPING.IS_ALLOW_MULTIPLE is on)',
        body: Type.Object({ token: CartToken, ...ShippingAddressFields }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const loaded = await openCart(app, request, request.body.token);
      const settings = await loadOrderSettings(app.db, request.channel.id);
      if (!settings['ORDER.SHIPPING.IS_ALLOW_MULTIPLE'] && loaded.shippings.length >= 1)
        throw new HttpError(422, CART_MESSAGES.multipleShipping, {
          code: 'cart.shipping.multiple_not_allowed',
        });
      const chosen = await addressOf(app.db, request.member, request.body);
      let userAddressId = chosen?.userAddressId ?? null;
      if (chosen && userAddressId === null && request.body.save_address)
        userAddressId = await saveAddress(
          app.db,
          request.channel.id,
          request.member,
          chosen.address,
        );
      const position = Math.max(-1, ...loaded.shippings.map((s) => s.position)) + 1;
      await addShipping(app.db, loaded.cart.id, position, userAddressId, chosen?.address ?? null);
      return changed(app.db, loaded);
    },
  );

  app.patch(
    '/v1/carts/shippings/modify',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary:
          'Changes a shipping: saved address or entered one (validated, field errors), delivery date (one of the lead-time dates) and time slot',
        body: Type.Object({
          token: CartToken,
          key: Key,
          ...ShippingAddressFields,
          delivery_date: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
          delivery_timezone: Type.Optional(
            Type.Union([Type.String({ maxLength: 20 }), Type.Null()]),
          ),
        }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const body = request.body;
      const loaded = await openCart(app, request, body.token);
      const shipping = loaded.shippings.find((s) => s.key === body.key);
      if (!shipping) throw shippingNotFound();
      const chosen = await addressOf(app.db, request.member, body);
      const set: CartShippingUpdate = {};
      if (chosen) {
        Object.assign(set, chosen.address, { userAddressId: chosen.userAddressId });
        if (chosen.userAddressId === null && body.save_address)
          set.userAddressId = await saveAddress(
            app.db,
            request.channel.id,
            request.member,
            chosen.address,
          );
      }
      // Dates depend on the address (far prefectures take longer): check against the new one.
      const after: LoadedCart = {
        ...loaded,
        shippings: loaded.shippings.map((s) =>
          s.id === shipping.id ? { ...s, ...(chosen?.address ?? {}) } : s,
        ),
      };
      await assertDelivery(app.db, after, shipping.id, body.delivery_date, body.delivery_timezone);
      if (body.delivery_date !== undefined) set.deliveryDate = body.delivery_date;
      if (body.delivery_timezone !== undefined)
        set.deliveryTimezone = body.delivery_timezone === '' ? null : body.delivery_timezone;
      if (Object.keys(set).length > 0) await updateShipping(app.db, shipping.id, set);
      return changed(app.db, loaded);
    },
  );

  app.patch(
    '/v1/carts/shippings/reset',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary: 'Back to one shipping holding every line; its address cleared when asked',
        body: Type.Object({ token: CartToken, is_removing_address: Type.Optional(Type.Boolean()) }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const loaded = await openCart(app, request, request.body.token);
      const first = loaded.shippings[0]!;
      await resetShippings(
        app.db,
        loaded.cart.id,
        first.id,
        request.body.is_removing_address ?? false,
      );
      return changed(app.db, loaded);
    },
  );
};

export default shippingRoutes;
