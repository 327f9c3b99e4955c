/** Catalogue: products, categories, makers, brands, tags, vehicles, bookmarks and histories. */
export * from './bookmarks.js';
export * from './histories.js';
export * from './products.js';
export * from './vehicles.js';
