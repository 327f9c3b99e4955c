import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestApp, schema, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Uploaded = { id: string; url: string; name: string; content_type: string; size: number };

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

/** A multipart body as a browser's FormData sends it. */
function multipart(
  parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
) {
  const boundary = '----MiseTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${
      part.filename === undefined ? '' : `; filename="${part.filename}"`
    }`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
          part.type ? `Content-Type: ${part.type}\r\n` : ''
        }\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('file upload and contents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (parts: Parameters<typeof multipart>[0], channel = 'standard') =>
    shop(t.app, channel)({ method: 'POST', url: '/v1/upload-files', ...multipart(parts) });

  it('stores a file and serves it back by URL', async () => {
    const res = await upload([
      { name: 'dir', value: 'inquiries' },
      {
        name: 'file',
        value: 'お問い合わせ番号,内容\n1,配送について\n',
        filename: '問い合わせ.csv',
        type: 'text/csv',
      },
    ]);
    expect(res.statusCode).toBe(201);
    const { data } = res.json<{ data: Uploaded }>();
    expect(data).toMatchObject({ name: '問い合わせ.csv', content_type: 'text/csv; charset=utf-8' });
    expect(data.url).toMatch(/^\/v1\/uploads\/inquiries\/[0-9a-f-]{36}\.csv$/);

    const served = await shop(t.app)({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('配送について');

    const contents = await shop(t.app)({
      method: 'GET',
      url: `/v1/files-contents?url=${encodeURIComponent(`http://localhost:3000${data.url}`)}`,
    });
    expect(contents.statusCode).toBe(200);
    expect(contents.json().data).toMatchObject({
      url: data.url,
      encoding: 'utf8',
      content: 'お問い合わせ番号,内容\n1,配送について\n',
    });
  });

  it('answers binary contents base64-encoded', async () => {
    const res = await upload([
      { name: 'file', value: PNG, filename: 'photo.PNG', type: 'image/png' },
      { name: 'dir', value: 'reviews' },
    ]);
    expect(res.statusCode).toBe(201);
    const { data } = res.json<{ data: Uploaded }>();
    expect(data.content_type).toBe('image/png');
    const contents = await shop(t.app)({
      method: 'GET',
      url: `/v1/files-contents?url=${encodeURIComponent(data.url)}`,
    });
    expect(contents.json().data).toMatchObject({
      encoding: 'base64',
      content: PNG.toString('base64'),
    });
    // Another shop cannot read it.
    const foreign = await shop(
      t.app,
      'moto',
    )({
      method: 'GET',
      url: `/v1/files-contents?url=${encodeURIComponent(data.url)}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('ファイルが見つかりません');
  });

  it('serves a file uploaded through one instance from another on the same database', async () => {
    const res = await upload([
      { name: 'dir', value: 'reviews' },
      { name: 'file', value: PNG, filename: '写真 1.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const { data } = res.json<{ data: Uploaded }>();
    // A second API process sharing only the database, as behind a load balancer.
    const other = await buildApp(
      { db: t.db, config: loadConfig({ NODE_ENV: 'test' }), channelCacheMs: 0 },
      { logger: false },
    );
    try {
      const served = await shop(other)({ method: 'GET', url: data.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent('写真 1.png')}`,
        'cache-control': 'private, max-age=3600',
      });
      const contents = await shop(other)({
        method: 'GET',
        url: `/v1/files-contents?url=${encodeURIComponent(data.url)}`,
      });
      expect(contents.json().data).toMatchObject({ id: data.id, content: PNG.toString('base64') });
    } finally {
      await other.close();
    }
  });

  it('answers 404 for a file whose bytes were kept on a disk before they moved to the database', async () => {
    const res = await upload([
      { name: 'dir', value: 'inquiries' },
      { name: 'file', value: 'メモ', filename: 'memo.txt' },
    ]);
    const { data } = res.json<{ data: Uploaded }>();
    await t.db
      .update(schema.uploadedFiles)
      .set({ bytes: null })
      .where(eq(schema.uploadedFiles.id, data.id));
    const served = await shop(t.app)({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(404);
    expect(served.json().message).toBe('ファイルが見つかりません');
  });

  it('refuses a file of another kind than its name says, and unlisted kinds', async () => {
    const fake = await upload([
      { name: 'dir', value: 'reviews' },
      { name: 'file', value: 'not really a png', filename: 'photo.png', type: 'image/png' },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().code).toBe('upload_type_not_allowed');
    const script = await upload([
      { name: 'dir', value: 'reviews' },
      { name: 'file', value: '<script>alert(1)</script>', filename: 'x.html', type: 'text/html' },
    ]);
    expect(script.statusCode).toBe(422);
    expect(script.json().message).toMatch(/^アップロードできるファイルの種類は/);
  });

  it('refuses files over 5 MB with 413 in Japanese', async () => {
    const res = await upload([
      { name: 'dir', value: 'reviews' },
      { name: 'file', value: Buffer.alloc(5 * 1024 * 1024 + 1, 0x41), filename: 'big.txt' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'ファイルサイズは5MB以内にしてください',
      code: 'upload_too_large',
    });
  });

  it('keeps and serves a file of exactly 5 MB whole', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024, 0x41);
    big.write('最後の行\n', big.length - 13);
    const res = await upload([
      { name: 'dir', value: 'inquiries' },
      { name: 'file', value: big, filename: 'big.txt' },
    ]);
    expect(res.statusCode).toBe(201);
    const { data } = res.json<{ data: Uploaded }>();
    expect(data.size).toBe(big.length);
    const served = await shop(t.app)({ method: 'GET', url: data.url });
    expect(served.rawPayload.equals(big)).toBe(true);
  });

  it('asks for the file and a valid folder', async () => {
    const empty = await upload([{ name: 'dir', value: '../etc' }]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      file: ['ファイルを選択してください'],
      dir: ['保存先は半角英小文字・数字・ハイフン・アンダースコアで指定してください'],
    });
    const json = await shop(t.app)({
      method: 'POST',
      url: '/v1/upload-files',
      payload: { dir: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('ファイルは multipart/form-data で送信してください');
  });

  it('answers contents of unknown or foreign URLs 404 / 422', async () => {
    const outside = await shop(t.app)({
      method: 'GET',
      url: `/v1/files-contents?url=${encodeURIComponent('https://example.com/secret.txt')}`,
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.url).toEqual(['アップロードしたファイルのURLを指定してください']);
    const unknown = await shop(t.app)({
      method: 'GET',
      url: `/v1/files-contents?url=/v1/uploads/reviews/00000000-0000-4000-8000-000000000000.png`,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await shop(t.app)({ method: 'GET', url: '/v1/files-contents' })).statusCode).toBe(422);
  });
});
