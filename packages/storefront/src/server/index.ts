export { renderRequest, serializeForScript } from './render.js';
export type { RenderOptions } from './render.js';
export { createThemeServer } from './server.js';
export type { ThemeServerOptions } from './server.js';
export { serveUntilStopped } from './lifecycle.js';
export type { ServeOptions } from './lifecycle.js';
