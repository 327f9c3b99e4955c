/** The shop itself: settings, colour scheme, channel, postal codes and business days. */
export * from './site.js';
