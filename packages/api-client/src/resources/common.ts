import type { AxiosResponse } from 'axios';

/**
 * Ids travel in paths and bodies; spec section 3 does not say whether the API's ids are
 * numbers or strings, so callers may hold either.
 */
export type Id = number | string;

/** A query or body whose fields the spec does not list: passed through as given. */
export type Fields = Record<string, unknown>;

/** What the spec does not describe of an answer: the JSON as the server sends it. */
export type Json = Record<string, unknown>;

/** page and per of every paged list (the API reads them as digits). */
export type PageQuery = { page?: number; per?: number };

/** The API's envelope of a single record (as GET /v1/me/user and /v1/free-areas/{code} answer). */
export type Single<T> = { data: T };

/** The API's envelope of a whole list sent at once (per=all or an unpaged list). */
export type List<T> = { data: T[] };

/** A response header as a string, or null when the server did not send it. */
export function headerOf(response: AxiosResponse, name: string): string | null {
  const value: unknown = (response.headers as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A multipart body: the file under `file` plus plain text fields. */
export function formWithFile(
  file: Blob,
  fields: Record<string, string> = {},
  filename?: string,
): FormData {
  const form = new FormData();
  if (filename === undefined) form.append('file', file);
  else form.append('file', file, filename);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
