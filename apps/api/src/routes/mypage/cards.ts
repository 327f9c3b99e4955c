import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cardHolderSchema } from '@mise/validation';
import { Type } from 'typebox';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { loadOrderSettings } from '../../services/order-settings.js';
import { setLimitHeader } from '../../services/paging.js';
import {
  UserCard,
  USER_CARD_MESSAGES,
  cardHolderName,
  createUserCard,
  deleteUserCard,
  listUserCards,
  serializeUserCard,
  useUserCard,
} from '../../services/user-cards.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import { HttpError } from '../../errors.js';

const CardIdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'numeric card id' }),
});

/** The holder's name is the card form's field (@mise/validation); the rest is technical. */
const CardBody = bodyOf(cardHolderSchema, {
  token: Type.String({
    maxLength: 2000,
    description: 'The card token of POST /v1/payment-sandbox/tokens',
  }),
  token_key: Type.String({ maxLength: 200 }),
  is_main: Type.Boolean(),
});

const security = [{ bearer: [] }];

/**
 * The member's saved cards (spec section 7: GET, POST, DELETE and PATCH …/use of
 * /v1/me/user-cards). A card is added from the tokeniser's token: the card number and the
 * security code never reach these routes, only what the token carries (brand, last four digits,
 * expiry) is kept.
 */
const cardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limitOf = async (channelId: string) =>
    (await loadOrderSettings(app.db, channelId))['USER_CARD.LIMIT'];

  app.get(
    '/v1/me/user-cards',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user-cards'],
        summary: "The member's saved cards, main card first; x-limit: how many may be kept",
        security,
        response: {
          200: Type.Object({ data: Type.Array(UserCard) }),
          401: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const rows = await listUserCards(app.db, request.member!.id);
      setLimitHeader(reply, await limitOf(request.channel.id));
      return { data: rows.map(serializeUserCard) };
    },
  );

  app.post(
    '/v1/me/user-cards',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user-cards'],
        summary:
          'Saves a card from a token of the card tokeniser (at most USER_CARD.LIMIT; the first card is the main card)',
        security,
        body: CardBody,
        response: {
          201: Type.Object({ data: UserCard }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { token, token_key: tokenKey, is_main: isMain } = request.body;
      if (!token || !tokenKey)
        throw new HttpError(422, USER_CARD_MESSAGES.tokenRequired, {
          errors: { token: [USER_CARD_MESSAGES.tokenRequired] },
        });
      // The card form's rule for the holder: its messages, on `name`.
      const { name } = await validateBody(cardHolderSchema, request.body);
      const holder = cardHolderName(name);
      const row = await createUserCard(
        app.db,
        request.member!.id,
        await limitOf(request.channel.id),
        {
          token,
          tokenKey,
          name: holder,
          isMain: isMain ?? false,
        },
      );
      return reply.status(201).send({ data: serializeUserCard(row) });
    },
  );

  app.patch(
    '/v1/me/user-cards/:id/use',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user-cards'],
        summary: 'Makes the card the main card (the others lose the flag)',
        security,
        params: CardIdParams,
        response: {
          200: Type.Object({ data: UserCard }),
          401: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const row = await useUserCard(app.db, request.member!.id, Number(request.params.id));
      return { data: serializeUserCard(row) };
    },
  );

  app.delete(
    '/v1/me/user-cards/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user-cards'],
        summary:
          'Deletes a saved card; when it was the main card, the oldest other card becomes main',
        security,
        params: CardIdParams,
        response: {
          200: Type.Object({ result: Type.Boolean() }),
          401: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      await deleteUserCard(app.db, request.member!.id, Number(request.params.id));
      return { result: true };
    },
  );
};

export default cardRoutes;
