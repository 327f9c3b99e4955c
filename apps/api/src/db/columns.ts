import { customType } from 'drizzle-orm/pg-core';

/**
 * Binary data. node-postgres reads it as a Buffer, PGlite as a plain Uint8Array: both become a
 * Buffer (a view on the same memory, not a copy of up to 5 MB).
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
