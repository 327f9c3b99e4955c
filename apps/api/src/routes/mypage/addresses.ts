import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { addressBookSchema } from '@mise/validation';
import { HttpError } from '../../errors.js';
import { ErrorResponse, IdParams, Result, SHOP_ERRORS } from '../../schemas.js';
import { setLimitHeader } from '../../services/paging.js';
import {
  ADDRESS_MESSAGES,
  OWN_ADDRESS,
  UserAddress,
  createUserAddress,
  deleteOtherAddresses,
  deleteUserAddress,
  ensureOwnAddress,
  listUserAddresses,
  mineOr404,
  restoreDefaults,
  serializeUserAddress,
  updateUserAddress,
  useAddressAs,
} from '../../services/user-addresses.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import { ERRORS, addressLimit, columnsOf, secured, tags } from './address-common.js';
import { memberOf } from '../../plugins/auth.js';

const AddressBody = bodyOf(addressBookSchema);
const Single = Type.Object({ data: UserAddress });

/**
 * Spec section 7 "Member data": the member's address book. The own address (division_ct 1)
 * mirrors the profile and cannot be deleted; x-limit is the most addresses kept.
 */
const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const mine = (request: FastifyRequest<{ Params: { id: string } }>) =>
    mineOr404(app.db, memberOf(request).id, Number(request.params.id));

  app.get(
    '/v1/me/user-addresses',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          "The member's saved addresses (own address first, then the default); x-limit: how many may be kept",
        ...secured,
        response: {
          200: Type.Object({ data: Type.Array(UserAddress) }),
          401: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      await ensureOwnAddress(app.db, member);
      const rows = await listUserAddresses(app.db, member.id);
      setLimitHeader(reply, await addressLimit(request));
      return { data: rows.map(serializeUserAddress) };
    },
  );

  app.post(
    '/v1/me/user-addresses',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Saves a delivery address (validated; at most USER_ADDRESS.LIMIT)',
        ...secured,
        body: AddressBody,
        response: { 201: Single, ...ERRORS },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const values = await validateBody(addressBookSchema, request.body);
      await ensureOwnAddress(app.db, member);
      const row = await createUserAddress(app.db, request.channel.id, member.id, {
        ...columnsOf(values),
        divisionCt: 2,
      });
      return reply.status(201).send({ data: serializeUserAddress(row) });
    },
  );

  app.delete(
    '/v1/me/user-addresses-all',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Deletes every address of the member but the member's own address (division_ct 1)",
        ...secured,
        response: { 200: Result, ...ERRORS },
      },
    },
    async (request) => {
      const member = memberOf(request);
      await deleteOtherAddresses(app.db, member.id);
      // The own address stays, and becomes the default again where the default was deleted.
      await ensureOwnAddress(app.db, member);
      await restoreDefaults(app.db, member.id);
      return { result: true, message: 'ご本人の住所以外のお届け先をすべて削除しました' };
    },
  );

  app.get(
    '/v1/me/user-addresses/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "One of the member's addresses (another member's id is 404)",
        ...secured,
        params: IdParams,
        response: { 200: Single, ...ERRORS },
      },
    },
    async (request) => ({ data: serializeUserAddress(await mine(request)) }),
  );

  app.put(
    '/v1/me/user-addresses/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          "Edits an address (the body may repeat the id). Editing the own address (division_ct 1) also changes the member's profile name, kana, postal code, address and phones",
        ...secured,
        params: IdParams,
        body: bodyOf(addressBookSchema, {
          id: Type.Union([Type.Integer(), Type.String()]),
        }),
        response: { 200: Single, ...ERRORS },
      },
    },
    async (request) => {
      const row = await mine(request);
      const values = await validateBody(addressBookSchema, request.body);
      const columns = columnsOf({
        ...values,
        // An edit that leaves the company name out keeps it.
        company_name: values.company_name ?? row.companyName,
      });
      const updated = await updateUserAddress(app.db, row, columns);
      return { data: serializeUserAddress(updated) };
    },
  );

  app.delete(
    '/v1/me/user-addresses/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Deletes an address; the member's own address (division_ct 1) cannot be deleted",
        ...secured,
        params: IdParams,
        response: { 200: Result, ...ERRORS },
      },
    },
    async (request) => {
      const row = await mine(request);
      if (row.divisionCt === OWN_ADDRESS)
        throw new HttpError(422, ADDRESS_MESSAGES.ownUndeletable, {
          code: 'user_address.own_undeletable',
        });
      await deleteUserAddress(app.db, row.id);
      await restoreDefaults(app.db, row.userId);
      return { result: true, message: 'お届け先を削除しました' };
    },
  );

  for (const [suffix, flag, summary] of [
    ['use', 'isDefault', 'Makes the address the default delivery address (いつものお届け先)'],
    ['use-sender', 'isSenderDefault', 'Makes the address the default sender (いつもの依頼主)'],
  ] as const)
    app.patch(
      `/v1/me/user-addresses/:id/${suffix}`,
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: `${summary}; the others lose the flag`,
          ...secured,
          params: IdParams,
          response: { 200: Single, ...ERRORS },
        },
      },
      async (request) => ({
        data: serializeUserAddress(await useAddressAs(app.db, await mine(request), flag)),
      }),
    );
};

export default addressRoutes;
