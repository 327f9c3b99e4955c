/** Catalogue: products, categories, makers and brands, search suggestions, vehicles and protected tags. */
export * from './catalog-search.js';
export * from './catalog.js';
export * from './tags.js';
