/** Motorcycle-shop extras: stylists, name embroidery, measurements and memorial days. */
export * from './stylists.js';
export * from './user-embroidery.js';
export * from './user-measurement.js';
export * from './user-memorial.js';
