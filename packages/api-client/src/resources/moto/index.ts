/** Motorcycle-shop extras: name embroidery, memorial days, stylists and measurements (timeseries). */
export * from './embroidery.js';
export * from './memorials.js';
export * from './stylists.js';
export * from './timeseries.js';
