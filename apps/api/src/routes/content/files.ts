import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { findUploadedFile, insertUploadedFile } from '../../services/content/files.js';
import type { UploadedFileRow } from '../../services/content/files.js';

/** The largest file POST /v1/upload-files accepts. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * What may be uploaded, by extension: the content type it is served with and, for binary
 * formats, the bytes it must start with (so a renamed file of another kind is refused).
 */
const FILE_KINDS: Record<string, { type: string; magic?: (bytes: Buffer) => boolean }> = {
  jpg: { type: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  jpeg: { type: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  png: {
    type: 'image/png',
    magic: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  gif: { type: 'image/gif', magic: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  webp: {
    type: 'image/webp',
    magic: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  pdf: { type: 'application/pdf', magic: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  csv: { type: 'text/csv; charset=utf-8' },
  txt: { type: 'text/plain; charset=utf-8' },
};
const ALLOWED = Object.keys(FILE_KINDS).join(', ');

const DIR = /^[a-z0-9][a-z0-9_-]{0,49}$/;
const URL_PATH = /^\/v1\/uploads\/([a-z0-9][a-z0-9_-]{0,49})\/([0-9a-f-]{36})\.([a-z0-9]{2,5})$/;

const UploadedFile = Type.Object({
  id: Type.String({ format: 'uuid' }),
  url: Type.String({ description: 'where the file is served: /v1/uploads/{dir}/{id}.{ext}' }),
  dir: Type.String(),
  name: Type.String({ description: 'the name it was uploaded with' }),
  content_type: Type.String(),
  size: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
});

const urlOf = (row: UploadedFileRow) => `/v1/uploads/${row.dir}/${path.basename(row.storedPath)}`;

function toUploaded(row: UploadedFileRow) {
  return {
    id: row.id,
    url: urlOf(row),
    dir: row.dir,
    name: row.name,
    content_type: row.contentType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  };
}

const invalid = (field: string, message: string) =>
  new HttpError(422, '入力内容に誤りがあります', { errors: { [field]: [message] } });

/** Uploads (POST /v1/upload-files), their content by URL, and the files themselves. */
const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });

  /**
   * The stored file behind a /v1/uploads/... URL (absolute or not) of this shop, with its bytes
   * (kept in PostgreSQL, so any API instance serves a file uploaded through another).
   */
  async function findByUrl(
    channelId: string,
    url: string,
  ): Promise<UploadedFileRow & { bytes: Buffer }> {
    let pathname: string;
    try {
      pathname = new URL(url, 'http://localhost').pathname;
    } catch {
      throw invalid('url', 'URLの形式が正しくありません');
    }
    const match = URL_PATH.exec(pathname);
    if (!match) throw invalid('url', 'アップロードしたファイルのURLを指定してください');
    const [, dir, id] = match;
    const row = await findUploadedFile(app.db, channelId, dir!, id!);
    // No bytes: uploaded before they were kept in the database (migration 0018).
    if (!row || urlOf(row) !== pathname || !row.bytes)
      throw new HttpError(404, 'ファイルが見つかりません', { code: 'file_not_found' });
    return { ...row, bytes: row.bytes };
  }

  app.post(
    '/v1/upload-files',
    {
      // Guests may upload (inquiry attachments): limit how often, as the auth calls are.
      config: { rateLimit: app.authRateLimit },
      preHandler: app.identify,
      schema: {
        tags: ['content'],
        summary: `Uploads one file (multipart: file, dir). At most 5 MB; ${ALLOWED}`,
        consumes: ['multipart/form-data'],
        response: {
          201: Type.Object({ data: UploadedFile }),
          413: ErrorResponse,
          415: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'ファイルは multipart/form-data で送信してください', {
          code: 'upload_not_multipart',
        });
      let file: { filename: string; buffer: Buffer } | undefined;
      let dir: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || file) {
              await part.toBuffer();
              continue;
            }
            file = { filename: part.filename, buffer: await part.toBuffer() };
          } else if (part.fieldname === 'dir' && typeof part.value === 'string') {
            dir = part.value;
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, 'ファイルサイズは5MB以内にしてください', {
            code: 'upload_too_large',
          });
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw new HttpError(413, '一度にアップロードできるファイルは1つです', {
            code: 'upload_too_many',
          });
        throw new HttpError(400, MESSAGES_INVALID_FORM, { code: 'upload_invalid' });
      }
      const errors: Record<string, string[]> = {};
      if (!file || file.buffer.length === 0) errors.file = ['ファイルを選択してください'];
      if (!dir) errors.dir = ['保存先を指定してください'];
      else if (!DIR.test(dir))
        errors.dir = ['保存先は半角英小文字・数字・ハイフン・アンダースコアで指定してください'];
      if (Object.keys(errors).length > 0)
        throw new HttpError(422, '入力内容に誤りがあります', { errors });
      const upload = file!;
      const name = path.basename(upload.filename.normalize('NFC')).slice(0, 200) || 'file';
      const extension = path.extname(name).slice(1).toLowerCase();
      const kind = FILE_KINDS[extension];
      if (!kind || (kind.magic && !kind.magic(upload.buffer)))
        throw new HttpError(422, `アップロードできるファイルの種類は ${ALLOWED} です`, {
          code: 'upload_type_not_allowed',
          errors: { file: [`アップロードできるファイルの種類は ${ALLOWED} です`] },
        });
      const id = randomUUID();
      const row = await insertUploadedFile(app.db, {
        id,
        channelId: request.channel.id,
        dir: dir!,
        name,
        storedPath: path.posix.join(request.channel.id, dir!, `${id}.${extension}`),
        contentType: kind.type,
        size: upload.buffer.length,
        userId: request.member?.id ?? null,
        bytes: upload.buffer,
      });
      return reply.status(201).send({ data: toUploaded(row) });
    },
  );

  app.get(
    '/v1/files-contents',
    {
      schema: {
        tags: ['content'],
        summary:
          'The content of an uploaded file by its URL: text as UTF-8, other files base64-encoded',
        querystring: Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000 }) }),
        response: {
          200: Type.Object({
            data: Type.Object({
              ...UploadedFile.properties,
              encoding: Type.Union([Type.Literal('utf8'), Type.Literal('base64')]),
              content: Type.String(),
            }),
          }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const row = await findByUrl(request.channel.id, request.query.url);
      const text = row.contentType.startsWith('text/');
      return {
        data: {
          ...toUploaded(row),
          encoding: text ? ('utf8' as const) : ('base64' as const),
          content: row.bytes.toString(text ? 'utf8' : 'base64'),
        },
      };
    },
  );

  // The file itself, for <img> and links: an asset, so hidden from the API document.
  app.get(
    '/v1/uploads/:dir/:file',
    {
      schema: {
        hide: true,
        params: Type.Object({
          dir: Type.String({ pattern: DIR.source }),
          file: Type.String({ maxLength: 50 }),
        }),
      },
    },
    async (request, reply) => {
      const row = await findByUrl(
        request.channel.id,
        `/v1/uploads/${request.params.dir}/${request.params.file}`,
      );
      return reply
        .header('content-type', row.contentType)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`)
        .header('cache-control', 'private, max-age=3600')
        .send(row.bytes);
    },
  );
};

const MESSAGES_INVALID_FORM = 'フォームの送信内容を読み取れませんでした';

export default fileRoutes;
