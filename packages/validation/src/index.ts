export * from './forms/index.js';
export * from './messages.js';
export * from './options.js';
export * from './rules.js';
export { collectErrors } from './errors.js';
export type { FieldErrors } from './errors.js';
