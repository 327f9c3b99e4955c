import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import {
  CSV_MESSAGES,
  MAX_CSV_BYTES,
  addressesToCsv,
  decodeCsv,
  readAddressCsv,
} from '../../services/address-csv.js';
import type { CsvEncoding } from '../../services/address-csv.js';
import { setDownloadHeaders, setLimitHeader } from '../../services/paging.js';
import {
  UserAddress,
  addressLimitMessage,
  ensureOwnAddress,
  insertAddress,
  listUserAddresses,
  serializeUserAddress,
} from '../../services/user-addresses.js';
import type { AddressColumns } from '../../services/user-addresses.js';
import { ERRORS, addressLimit, columnsOf, secured, tags } from './address-common.js';
import { memberOf } from '../../plugins/auth.js';

/** The values of one CSV row, as the address form names them. */
const ImportValues = Type.Object({
  nickname: Type.String(),
  shipping_last_name: Type.String(),
  shipping_first_name: Type.String(),
  shipping_last_name_kana: Type.String(),
  shipping_first_name_kana: Type.String(),
  company_name: Type.String(),
  postal_code: Type.String(),
  prefecture: Type.String(),
  city: Type.String(),
  address1: Type.String(),
  address2: Type.String(),
  phone_number: Type.String(),
  cell_phone_number: Type.String(),
  is_default: Type.Boolean(),
  is_sender_default: Type.Boolean(),
});

const ImportRowSchema = Type.Object({
  line: Type.Integer({ description: 'line of the file the row starts on (the heading is 1)' }),
  values: ImportValues,
  errors: Type.Array(
    Type.Object({
      field: Type.String({ description: 'field of the address form' }),
      message: Type.String(),
    }),
  ),
  registered: Type.Boolean({
    description:
      'the same address is in the book already (or earlier in the file): not imported again',
  }),
});

const ImportSummary = {
  rows: Type.Array(ImportRowSchema),
  total: Type.Integer({ description: 'rows in the file' }),
  error_count: Type.Integer({ description: 'rows with at least one error' }),
  count: Type.Integer({ description: 'addresses the member has now' }),
  new_count: Type.Integer({ description: 'valid rows not in the book yet: what an import writes' }),
  limit: Type.Integer({ description: 'USER_ADDRESS.LIMIT' }),
  limit_error: Type.Union([Type.String(), Type.Null()], {
    description: 'set when the rows would pass the limit',
  }),
  importable: Type.Boolean({
    description: 'every row valid, something new to write and the limit respected',
  }),
};

const ImportResult = Type.Object({
  data: Type.Object({
    ...ImportSummary,
    imported: Type.Integer({ description: 'addresses written (0 in preview)' }),
    addresses: Type.Array(UserAddress, { description: 'the addresses written' }),
  }),
  message: Type.String(),
});

/** 422 of an import: the file's problem, or the rows with their errors. */
const ImportError = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  rows: Type.Optional(Type.Array(ImportRowSchema)),
});

const CSV = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'text/csv (Shift_JIS by default, UTF-8 with a BOM with encoding=utf8)',
});

const IMPORT_CODES = {
  invalid: 'user_address.import_invalid',
  notMultipart: 'user_address.import_not_multipart',
  tooLarge: 'user_address.import_too_large',
} as const;

/**
 * What makes two addresses the same place and person: re-importing an exported (or partly
 * edited) file must not copy the addresses it already holds.
 */
const sameAddressKey = (columns: AddressColumns) =>
  JSON.stringify([
    columns.lastName,
    columns.firstName,
    columns.lastNameKana,
    columns.firstNameKana,
    columns.companyName,
    columns.postalCode,
    columns.prefecture,
    columns.city,
    columns.address1,
    columns.address2,
    columns.phoneNumber,
    columns.cellPhoneNumber,
  ]);

const todayStamp = () => {
  // The shop's day (Japan), as 20260401.
  const jst = new Date(Date.now() + 9 * 3600 * 1000);
  return jst.toISOString().slice(0, 10).replace(/-/g, '');
};

/** The address book as a CSV file: its export, and the import of such a file (checked row by row). */
const addressCsvRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 },
  });

  app.get(
    '/v1/me/user-addresses/export',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'The address book as a CSV file for Excel: Japanese headings, Shift_JIS (cp932) unless encoding=utf8 (UTF-8 with a BOM); name in x-suggested-filename',
        ...secured,
        querystring: Type.Object({
          encoding: Type.Optional(
            Type.Union([Type.Literal('sjis'), Type.Literal('utf8')], {
              description: 'sjis (default) or utf8',
            }),
          ),
        }),
        produces: ['text/csv'],
        response: { 200: CSV, ...ERRORS },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      await ensureOwnAddress(app.db, member);
      const encoding: CsvEncoding = request.query.encoding === 'utf8' ? 'utf8' : 'sjis';
      const rows = await listUserAddresses(app.db, member.id);
      const csv = addressesToCsv(rows, encoding);
      setDownloadHeaders(
        reply,
        `お届け先_${todayStamp()}${encoding === 'utf8' ? '_UTF-8' : ''}.csv`,
        `text/csv; charset=${encoding === 'utf8' ? 'utf-8' : 'Shift_JIS'}`,
      );
      return reply.send(csv);
    },
  );

  app.post(
    '/v1/me/user-addresses/import',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Imports addresses from a CSV file (multipart field `file`; Shift_JIS, or UTF-8 with or without a BOM; the export’s Japanese headings). preview=1 writes nothing and answers every row with its errors; otherwise nothing is written unless every row is valid and the limit is respected',
        ...secured,
        consumes: ['multipart/form-data'],
        querystring: Type.Object({
          preview: Type.Optional(
            Type.Union([
              Type.Literal('1'),
              Type.Literal('0'),
              Type.Literal('true'),
              Type.Literal('false'),
            ]),
          ),
        }),
        response: {
          200: ImportResult,
          201: ImportResult,
          401: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          422: ImportError,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const preview = request.query.preview === '1' || request.query.preview === 'true';
      if (!request.isMultipart())
        throw new HttpError(415, 'ファイルは multipart/form-data で送信してください', {
          code: IMPORT_CODES.notMultipart,
        });
      let buffer: Buffer | undefined;
      let filename = '';
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || buffer) {
            await part.toBuffer();
            continue;
          }
          filename = part.filename;
          buffer = await part.toBuffer();
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, CSV_MESSAGES.tooLarge, {
            code: IMPORT_CODES.tooLarge,
            errors: { file: [CSV_MESSAGES.tooLarge] },
          });
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw new HttpError(413, '一度に取り込めるファイルは1つです', {
            code: IMPORT_CODES.tooLarge,
          });
        throw new HttpError(400, 'ファイルを読み込めませんでした。もう一度お試しください', {
          code: 'user_address.import_unreadable',
        });
      }
      if (!buffer) {
        const message = 'CSVファイルを選択してください';
        throw new HttpError(422, message, {
          code: 'user_address.import_empty',
          errors: { file: [message] },
        });
      }
      if (filename && !/\.(csv|txt)$/i.test(filename))
        throw new HttpError(422, CSV_MESSAGES.notCsv, {
          code: 'user_address.import_not_csv',
          errors: { file: [CSV_MESSAGES.notCsv] },
        });
      const read = await readAddressCsv(decodeCsv(buffer));
      await ensureOwnAddress(app.db, member);
      const limit = await addressLimit(request);
      const stored = await listUserAddresses(app.db, member.id);
      const count = stored.length;
      const known = new Set(stored.map(sameAddressKey));
      const rows = read.map((row) => {
        if (row.errors.length > 0) return { ...row, registered: false };
        const key = sameAddressKey(columnsOf(row.values));
        const registered = known.has(key);
        known.add(key);
        return { ...row, registered };
      });
      const fresh = rows.filter((row) => row.errors.length === 0 && !row.registered);
      const errorCount = rows.filter((row) => row.errors.length > 0).length;
      const limitError =
        count + fresh.length > limit
          ? `${addressLimitMessage(limit)}（登録済み${count}件、取り込み${fresh.length}件）`
          : null;
      const summary = {
        rows,
        total: rows.length,
        error_count: errorCount,
        count,
        new_count: fresh.length,
        limit,
        limit_error: limitError,
        importable: errorCount === 0 && fresh.length > 0 && !limitError,
      };
      const allRegistered = 'ファイルのお届け先はすべて登録済みです。取り込むお届け先はありません';
      setLimitHeader(reply, limit);
      if (preview) {
        const skipped = rows.length - errorCount - fresh.length;
        const message =
          errorCount > 0
            ? `${rows.length}件中${errorCount}件の行にエラーがあります。修正してからもう一度選択してください`
            : fresh.length === 0
              ? allRegistered
              : (limitError ??
                `${fresh.length}件のお届け先を取り込めます${skipped > 0 ? `（登録済みの${skipped}件は取り込みません）` : ''}`);
        return reply
          .status(200)
          .send({ data: { ...summary, imported: 0, addresses: [] }, message });
      }
      if (errorCount > 0)
        return reply.status(422).send({
          message: CSV_MESSAGES.invalidRows,
          code: IMPORT_CODES.invalid,
          errors: { file: [CSV_MESSAGES.invalidRows] },
          rows,
        });
      if (limitError)
        return reply.status(422).send({
          message: limitError,
          code: 'user_address.limit',
          errors: { file: [limitError] },
        });
      if (fresh.length === 0)
        return reply.status(200).send({
          data: { ...summary, imported: 0, addresses: [] },
          message: allRegistered,
        });
      const created = await app.db.transaction(async (tx) => {
        const written = [];
        for (const row of fresh)
          written.push(
            await insertAddress(tx, member.id, { ...columnsOf(row.values), divisionCt: 2 }),
          );
        return written;
      });
      // A later row's default cleared an earlier one's: answer the rows as stored now.
      const now = await listUserAddresses(app.db, member.id);
      const byId = new Map(now.map((row) => [row.id, row]));
      return reply.status(201).send({
        data: {
          ...summary,
          count: count + created.length,
          imported: created.length,
          addresses: created.map((row) => serializeUserAddress(byId.get(row.id) ?? row)),
        },
        message: `${created.length}件のお届け先を取り込みました`,
      });
    },
  );
};

export default addressCsvRoutes;
