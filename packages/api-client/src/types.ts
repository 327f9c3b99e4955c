import type { paths } from './generated/openapi.js';

/**
 * Request and response types of a call, looked up in the types generated from the API's
 * OpenAPI document (src/generated), so they change when the server's schemas do.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiPath = keyof paths;
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;

export type RequestBody<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;

type Responses<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? R : never;

/** The JSON answer of a successful call (its 200, else 201). */
export type ResponseBody<P extends ApiPath, M extends Method> =
  Responses<P, M> extends { 200: { content: { 'application/json': infer R } } }
    ? R
    : Responses<P, M> extends { 201: { content: { 'application/json': infer R } } }
      ? R
      : unknown;

export type QueryParams<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** Items of a `{ data: [...] }` list answer. */
export type ListItem<P extends ApiPath, M extends Method = 'get'> =
  ResponseBody<P, M> extends { data: (infer T)[] } ? T : never;
