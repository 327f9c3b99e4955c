/** Catalogue: products, categories, makers and brands, search suggestions, vehicles, protected tags, bookmarks, viewed and searched products and product requests. */
export * from './bookmarks.js';
export * from './catalog-search.js';
export * from './catalog.js';
export * from './favorites.js';
export * from './product-histories.js';
export * from './product-requests.js';
export * from './search-histories.js';
export * from './tags.js';
