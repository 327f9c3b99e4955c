import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { vehicleList, vehicleMakers } from '../../services/vehicles.js';
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
      return { data: await vehicleMakers(app.db, request.channel.id) };
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
      return { data: await vehicleList(app.db, request.channel.id, request.query.maker) };
    },
  );
};

export default vehicleRoutes;
