/** The shop itself: settings, colour scheme, channel state, loading, flash messages and notices. */
export * from './site.js';
