import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, exists } from 'drizzle-orm';
import { Type } from 'typebox';
import { makers, vehicles } from '../../db/schema.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { IdOrKey } from './common.js';

const VehicleMaker = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  name_kana: Type.String(),
});

const Vehicle = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  maker: Type.Object({ id: Type.Integer(), key: Type.String(), name: Type.String() }),
  year_from: Type.Integer(),
  year_to: Type.Integer(),
  /** Every model year, newest first: the year select of 車種から探す. */
  years: Type.Array(Type.Integer()),
});

const numeric = /^[0-9]{1,9}$/;

/**
 * 車種から探す: the vehicles a shop's parts fit, step by step (maker, then its models with
 * their years); GET /v1/products narrows to one of them with `vehicle` and `vehicle_year`.
 */
const vehicleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/vehicle-makers',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Makers that have vehicles (車種から探す, first step), in the shop’s order',
        response: {
          200: Type.Object({ data: Type.Array(VehicleMaker) }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({
          id: makers.id,
          key: makers.key,
          name: makers.name,
          name_kana: makers.nameKana,
        })
        .from(makers)
        .where(
          and(
            eq(makers.channelId, request.channel.id),
            exists(
              app.db
                .select({ id: vehicles.id })
                .from(vehicles)
                .where(eq(vehicles.makerId, makers.id)),
            ),
          ),
        )
        .orderBy(asc(makers.position), asc(makers.id));
      return { data: rows };
    },
  );

  app.get(
    '/v1/vehicles',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Vehicles (models with their years), of one maker when `maker` is given',
        querystring: Type.Object({
          maker: Type.Optional({ ...IdOrKey, description: 'maker id or key' }),
        }),
        response: {
          200: Type.Object({ data: Type.Array(Vehicle) }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const { maker } = request.query;
      const rows = await app.db
        .select({
          id: vehicles.id,
          name: vehicles.name,
          yearFrom: vehicles.yearFrom,
          yearTo: vehicles.yearTo,
          makerId: makers.id,
          makerKey: makers.key,
          makerName: makers.name,
        })
        .from(vehicles)
        .innerJoin(makers, eq(makers.id, vehicles.makerId))
        .where(
          and(
            eq(vehicles.channelId, request.channel.id),
            maker === undefined
              ? undefined
              : numeric.test(maker)
                ? eq(makers.id, Number(maker))
                : eq(makers.key, maker),
          ),
        )
        .orderBy(asc(makers.position), asc(makers.id), asc(vehicles.position), asc(vehicles.id));
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          maker: { id: row.makerId, key: row.makerKey, name: row.makerName },
          year_from: row.yearFrom,
          year_to: row.yearTo,
          years: Array.from({ length: row.yearTo - row.yearFrom + 1 }, (_, i) => row.yearTo - i),
        })),
      };
    },
  );
};

export default vehicleRoutes;
