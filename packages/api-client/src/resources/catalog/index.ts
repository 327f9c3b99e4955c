/** Catalogue: products, categories, makers, brands, tags and vehicles. */
export * from './products.js';
export * from './vehicles.js';
