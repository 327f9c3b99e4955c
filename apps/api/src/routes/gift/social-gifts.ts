import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { object } from 'yup';
import { messages, post, prefecture } from '@mise/validation';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import {
  acceptGift,
  acceptedMail,
  findGift,
  giftCard,
  giftCompletion,
  giftLeadtime,
  giftProducts,
  GIFT_MESSAGES,
  openGift,
  validDelivery,
} from '../../services/social-gifts.js';
import { validateBody } from '../../services/validation.js';
import { AddressBody, validAddress } from '../../services/address-input.js';

const GiftToken = Type.String({
  minLength: 1,
  maxLength: 200,
  description: 'the gift key of the link /social-gift/{token}',
});
const TokenParams = Type.Object({ token: GiftToken });
const nullableText = Type.Union([Type.String(), Type.Null()]);
const dateOrEmpty = Type.Union([
  Type.String({ maxLength: 10, description: 'YYYY-MM-DD; empty: no preference' }),
  Type.Null(),
]);

/** 404 unknown key; 410 used, expired or cancelled; 422 bad input. */
const GIFT_ERRORS = { 410: ErrorResponse, 422: ErrorResponse, ...SHOP_ERRORS } as const;

const GiftCard = {
  sender_name: Type.String({ description: 'the name the buyer chose to be shown as' }),
  message: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
};
const GiftProduct = Type.Object({
  product_info: Type.Object({
    product_id: Type.Union([Type.Integer(), Type.Null()]),
    key: Type.String(),
    code: Type.String(),
    name: Type.String(),
    image_path: nullableText,
  }),
  quantity: Type.Integer(),
});
const Leadtime = Type.Object({
  order_shipping_id: Type.Integer(),
  earliest_date: Type.String({ format: 'date' }),
  dates: Type.Array(Type.String({ format: 'date' })),
  timezones: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
});
const Completion = Type.Object({
  ...GiftCard,
  products: Type.Array(GiftProduct),
  prefecture: Type.String(),
  delivery_at: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  delivery_timezone: nullableText,
  delivery_timezone_name: Type.String(),
  accepted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
const Delivery = {
  delivery_at: Type.Optional(dateOrEmpty),
  delivery_timezone: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 20, description: "time-slot code; '' none" }),
      Type.Null(),
    ]),
  ),
};

/** The prefecture (and postal code) the lead times are for, as the address rules check them. */
const leadtimeQuerySchema = object({
  postal: post('郵便番号'),
  pref: prefecture('都道府県').required(messages.select('都道府県')),
});

/**
 * Spec section 7 "Social gift": the receiver of a gift link fills in the delivery of the buyer's
 * order. Anyone holding the key may call these (no login: the receiver has no account here);
 * the key is 256 random bits. What they answer never includes the buyer's address or prices,
 * and the completion shows only the prefecture of what was entered, as the buyer holds the key
 * too.
 */
const socialGiftRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/social-gifts/:token/products',
    {
      schema: {
        tags: ['social-gifts'],
        summary: "The gift's products and who sent it (410 once used, expired or cancelled)",
        params: TokenParams,
        response: {
          200: Type.Object({
            data: Type.Object({ ...GiftCard, products: Type.Array(GiftProduct) }),
          }),
          ...GIFT_ERRORS,
        },
      },
    },
    async (request) => {
      const found = await openGift(app.db, request.channel.id, request.params.token);
      return { data: { ...giftCard(found), products: await giftProducts(app.db, found) } };
    },
  );

  app.get(
    '/v1/social-gifts/:token/shipping',
    {
      schema: {
        tags: ['social-gifts'],
        summary: 'The shipping of the order the receiver fills in (its id for the lead times)',
        params: TokenParams,
        response: {
          200: Type.Object({
            data: Type.Object({ id: Type.Integer(), ...GiftCard, has_packing: Type.Boolean() }),
          }),
          ...GIFT_ERRORS,
        },
      },
    },
    async (request) => {
      const found = await openGift(app.db, request.channel.id, request.params.token);
      return {
        data: {
          id: found.shipping.id,
          ...giftCard(found),
          has_packing: found.shipping.packings.length > 0,
        },
      };
    },
  );

  app.post(
    '/v1/social-gifts/check/shipping',
    {
      schema: {
        tags: ['social-gifts'],
        summary: "Checks the receiver's address by the checkout's address rules (section 5)",
        body: Type.Object({ token: GiftToken, ...AddressBody }),
        response: { 200: Type.Object({ result: Type.Boolean() }), ...GIFT_ERRORS },
      },
    },
    async (request) => {
      await openGift(app.db, request.channel.id, request.body.token);
      await validAddress(request.body);
      return { result: true };
    },
  );

  app.post(
    '/v1/social-gifts/check/delivery',
    {
      schema: {
        tags: ['social-gifts'],
        summary:
          'Checks the delivery date (one of the lead times for the prefecture) and time slot',
        body: Type.Object({
          token: GiftToken,
          prefecture: Type.String({ maxLength: 10 }),
          ...Delivery,
        }),
        response: { 200: Type.Object({ result: Type.Boolean() }), ...GIFT_ERRORS },
      },
    },
    async (request) => {
      const found = await openGift(app.db, request.channel.id, request.body.token);
      const { pref } = await validateBody(leadtimeQuerySchema, { pref: request.body.prefecture });
      await validDelivery(app.db, found, pref, request.body);
      return { result: true };
    },
  );

  app.get(
    '/v1/shipping-leadtime/input/:token',
    {
      schema: {
        tags: ['social-gifts'],
        summary:
          "Delivery dates and time slots of the gift's shipping for the receiver's prefecture (the cart's lead-time rules, from today)",
        params: TokenParams,
        querystring: Type.Object({
          postal: Type.Optional(Type.String({ maxLength: 8 })),
          pref: Type.String({ maxLength: 10 }),
        }),
        response: { 200: Type.Object({ data: Type.Array(Leadtime) }), ...GIFT_ERRORS },
      },
    },
    async (request) => {
      const found = await openGift(app.db, request.channel.id, request.params.token);
      const { pref } = await validateBody(leadtimeQuerySchema, request.query);
      return { data: [await giftLeadtime(app.db, found, pref)] };
    },
  );

  app.put(
    '/v1/social-gifts/:token',
    {
      schema: {
        tags: ['social-gifts'],
        summary:
          "The receiver's address, date and time slot fill the order's shipping; the gift is accepted, once (410 after)",
        params: TokenParams,
        body: Type.Object({ ...AddressBody, ...Delivery }),
        response: { 200: Type.Object({ data: Completion }), ...GIFT_ERRORS },
      },
    },
    async (request) => {
      const { token } = request.params;
      const found = await openGift(app.db, request.channel.id, token);
      const address = await validAddress(request.body);
      const delivery = await validDelivery(app.db, found, address.prefecture, request.body);
      const accepted = await acceptGift(app.db, request.channel, token, address, delivery);
      try {
        await app.mailer.send(acceptedMail(request.channel, accepted));
      } catch (error) {
        // The gift is accepted either way; a mail server outage must not undo or hide that.
        request.log.error({ err: error }, 'social gift: the mail to the buyer failed');
      }
      return { data: await giftCompletion(app.db, accepted) };
    },
  );

  app.get(
    '/v1/social-gifts/:token/complete',
    {
      schema: {
        tags: ['social-gifts'],
        summary:
          'The accepted gift: products, prefecture, date and time slot (409 before acceptance)',
        params: TokenParams,
        response: { 200: Type.Object({ data: Completion }), 409: ErrorResponse, ...GIFT_ERRORS },
      },
    },
    async (request, reply) => {
      const found = await findGift(app.db, request.channel.id, request.params.token);
      if (!found.gift.acceptedAt)
        return reply.code(409).send({
          message: GIFT_MESSAGES.notAccepted,
          code: 'social_gift.not_accepted',
        });
      return { data: await giftCompletion(app.db, found) };
    },
  );
};

export default socialGiftRoutes;
