export { renderRequest, serializeForScript } from './render.js';
export type { RenderOptions } from './render.js';
export { createThemeServer } from './server.js';
export type { ThemeServerOptions } from './server.js';
