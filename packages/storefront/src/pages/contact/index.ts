// Contact and the member's inquiry history: the screens by route id (each loaded on demand).
export { CONTACT_PAGES } from './registry.js';
export { CONTACT_LOADERS } from './loaders.js';
