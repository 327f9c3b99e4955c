import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ordererSchema, socialGiftOptionSchema } from '@mise/validation';
import type { CartOrderer } from '../../db/schema.js';
import { HttpError, MESSAGES } from '../../errors.js';
import { priceCart, setSocialGift, updateCart } from '../../services/cart/index.js';
import type { CartUpdate } from '../../services/cart/index.js';
import { settleMemberPoints } from '../../services/point-lots.js';
import { shownMethod, unavailableReason } from '../../services/payments/methods.js';
import { claimCardToken } from '../../services/payments/token-claims.js';
import { USER_CARD_MESSAGES, findCardOfMember } from '../../services/user-cards.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import { CART_REPLIES, CartToken, Id, changed, openCart } from './common.js';
import { ADDRESS_FIELDS } from '../../services/address-input.js';

const paymentNotFound = () => {
  const message = 'お支払い方法が見つかりませんでした';
  return new HttpError(422, message, {
    code: 'cart.payment.not_found',
    errors: { payment_id: [message] },
  });
};

/** A cart that pays with no card (yet). */
const NO_CARD = { cardToken: null, cardTokenKey: null, userCardId: null };

/** Checkout choices: orderer, note, payment, card token, other choices, social gift, points. */
const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/v1/carts/order/modify',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary:
          "Sets the guest orderer (validated like an address, plus e-mail), the note, the payment method and the card: a card token (never the card number) or one of the member's saved cards",
        body: Type.Object({
          token: CartToken,
          orderer: Type.Optional(bodyOf(ordererSchema)),
          note: Type.Optional(Type.String({ maxLength: 1000 })),
          payment_id: Type.Optional(Type.Union([Id, Type.Null()])),
          card: Type.Optional(
            Type.Union([
              Type.Object({
                // The sandbox provider signs its tokens (about 300 characters); real ones are longer still.
                token: Type.String({ minLength: 1, maxLength: 2000 }),
                token_key: Type.String({ minLength: 1, maxLength: 200 }),
                masked_number: Type.String({ minLength: 4, maxLength: 30 }),
                expiration: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
              }),
              Type.Null(),
            ]),
          ),
          /** A member's saved card (GET /v1/me/cards) to pay with instead of a card token. */
          user_card_id: Type.Optional(Type.Union([Id, Type.Null()])),
        }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const body = request.body;
      const loaded = await openCart(app, request, body.token);
      const set: CartUpdate = {};
      // Members order as themselves (their profile); only a guest cart keeps an orderer.
      if (body.orderer !== undefined && loaded.cart.userId === null) {
        const values = await validateBody(ordererSchema, body.orderer);
        const orderer = Object.fromEntries(
          ADDRESS_FIELDS.map((field) => [field, values[field] ?? '']),
        ) as Omit<CartOrderer, 'email'>;
        set.orderer = {
          ...orderer,
          postal_code: orderer.postal_code.replace('-', ''),
          phone_number: orderer.phone_number.replaceAll('-', ''),
          email: values.email.toLowerCase(),
        };
      }
      if (body.note !== undefined) set.note = body.note.trim();
      if (body.payment_id !== undefined) {
        if (body.payment_id === null) {
          set.paymentMethodId = null;
        } else {
          const method = await shownMethod(app.db, request.channel.id, body.payment_id);
          if (!method) throw paymentNotFound();
          // Availability is the payments service's rule (member-only invoice, cash-on-delivery
          // limit, ...), judged on the cart priced with this method's fee.
          const { pricing } = await priceCart(app.db, { ...loaded, payment: method });
          const reason = unavailableReason(method, loaded, pricing.order);
          if (reason)
            throw new HttpError(422, reason, {
              code: 'cart.payment.unavailable',
              errors: { payment_id: [reason] },
            });
          set.paymentMethodId = method.id;
          // A card token belongs to a card payment: choosing another method forgets it.
          if (method.code !== 'card') Object.assign(set, { ...NO_CARD, maskedCardNumber: null });
        }
      }
      if (body.card !== undefined) {
        if (body.card) await claimCardToken(app.db, body.card.token, { cartId: loaded.cart.id });
        set.cardToken = body.card?.token ?? null;
        set.cardTokenKey = body.card?.token_key ?? null;
        set.maskedCardNumber = body.card?.masked_number ?? null;
        set.userCardId = null;
        set.transactionError = null;
      }
      if (body.user_card_id !== undefined && body.user_card_id !== null) {
        // Only the cart's own member's card: anyone else's is not found, as in /v1/me/cards.
        const card =
          loaded.cart.userId === null
            ? undefined
            : await findCardOfMember(app.db, loaded.cart.userId, body.user_card_id);
        if (!card)
          throw new HttpError(404, USER_CARD_MESSAGES.notFound, { code: 'user_card.not_found' });
        Object.assign(set, {
          ...NO_CARD,
          userCardId: card.id,
          maskedCardNumber: card.maskedNumber,
        });
        set.transactionError = null;
      } else if (body.user_card_id === null && loaded.cart.userCardId !== null) {
        Object.assign(set, { userCardId: null, maskedCardNumber: null });
      }
      if (Object.keys(set).length > 0) await updateCart(app.db, loaded.cart.id, set);
      return changed(app.db, loaded);
    },
  );

  app.patch(
    '/v1/carts/other/modify',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary: 'Stores other checkout choices (receipt wish, newsletter, ...) as given',
        body: Type.Object({
          token: CartToken,
          other: Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), {
            maxProperties: 50,
          }),
        }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const loaded = await openCart(app, request, request.body.token);
      if (JSON.stringify(request.body.other).length > 10_000)
        throw new HttpError(422, MESSAGES.tooLarge);
      await updateCart(app.db, loaded.cart.id, { other: request.body.other });
      return changed(app.db, loaded);
    },
  );

  app.patch(
    '/v1/carts/social/receiver',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary:
          'Social gift on or off: the receiver enters the shipping address through the gift link; the sender name and message are what the receiver sees',
        body: Type.Object({
          token: CartToken,
          is_social_gift: Type.Boolean(),
          ...bodyOf(socialGiftOptionSchema).properties,
        }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const loaded = await openCart(app, request, request.body.token);
      const chosen = await validateBody(socialGiftOptionSchema, request.body);
      await setSocialGift(app.db, loaded.cart.id, request.body.is_social_gift, {
        senderName: chosen.sender_name ?? '',
        message: chosen.message ?? '',
      });
      return changed(app.db, loaded);
    },
  );

  app.patch(
    '/v1/carts/point',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary: 'Points to pay with (members only): 0 to the balance, at most the total',
        body: Type.Object({
          token: CartToken,
          points: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
        }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const loaded = await openCart(app, request, request.body.token);
      if (loaded.cart.userId === null || !request.member)
        throw new HttpError(401, MESSAGES.unauthenticated);
      const { points } = request.body;
      await settleMemberPoints(app.db, loaded.cart.channelId, loaded.cart.userId);
      const { balance, pricing } = await priceCart(app.db, loaded);
      const pointError = (message: string) =>
        new HttpError(422, message, { code: 'cart.point.invalid', errors: { points: [message] } });
      if (points > (balance ?? 0))
        throw pointError(
          `ご利用可能なポイントは${(balance ?? 0).toLocaleString('ja-JP')}ポイントまでです`,
        );
      if (points > pricing.order.total_before_points)
        throw pointError(
          `ご利用ポイントはお支払い金額（${pricing.order.total_before_points.toLocaleString('ja-JP')}円）以内で指定してください`,
        );
      await updateCart(app.db, loaded.cart.id, { pointsUsed: points });
      return changed(app.db, loaded);
    },
  );
};

export default orderRoutes;
