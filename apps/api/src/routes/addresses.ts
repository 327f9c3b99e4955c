import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { addressSchema } from '@mise/validation';
import { ErrorResponse } from '../schemas.js';
import { loadOrderSettings } from '../services/order-settings.js';
import {
  UserAddress,
  createUserAddress,
  listUserAddresses,
  serializeUserAddress,
} from '../services/user-addresses.js';
import { bodyOf, validateBody } from '../services/validation.js';
import { SHOP_ERRORS } from './content/schemas.js';

/** The member's saved delivery addresses: list and add (enough for the checkout's choice). */
const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/me/user-addresses',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user-addresses'],
        summary:
          "The member's saved addresses (own address first, then the default); x-limit: how many may be kept",
        security: [{ bearer: [] }],
        response: {
          200: Type.Object({ data: Type.Array(UserAddress) }),
          401: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const settings = await loadOrderSettings(app.db, request.channel.id);
      const rows = await listUserAddresses(app.db, request.member!.id);
      void reply.header('x-limit', String(settings['USER_ADDRESS.LIMIT']));
      return { data: rows.map(serializeUserAddress) };
    },
  );

  app.post(
    '/v1/me/user-addresses',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user-addresses'],
        summary: 'Saves a delivery address (validated; at most USER_ADDRESS.LIMIT)',
        security: [{ bearer: [] }],
        body: bodyOf(addressSchema, { company_name: Type.Union([Type.String(), Type.Null()]) }),
        response: {
          201: Type.Object({ data: UserAddress }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const values = await validateBody(addressSchema, request.body);
      const company = (request.body as { company_name?: string | null }).company_name;
      const row = await createUserAddress(app.db, request.channel.id, request.member!.id, {
        divisionCt: 2,
        nickname: values.nickname ?? '',
        lastName: values.shipping_last_name,
        firstName: values.shipping_first_name,
        lastNameKana: values.shipping_last_name_kana,
        firstNameKana: values.shipping_first_name_kana,
        companyName: (company ?? '').trim().slice(0, 250),
        postalCode: values.postal_code.replace('-', ''),
        prefecture: values.prefecture,
        city: values.city,
        address1: values.address1,
        address2: values.address2 ?? '',
        phoneNumber: values.phone_number ?? '',
        cellPhoneNumber: values.cell_phone_number ?? '',
        isDefault: values.is_default ?? false,
        isSenderDefault: values.is_sender_default ?? false,
      });
      return reply.status(201).send({ data: serializeUserAddress(row) });
    },
  );
};

export default addressRoutes;
