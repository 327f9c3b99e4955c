import type { UserConfigFnObject } from 'vite';

/** A theme app's two browser builds: the whole app, and with `--mode islands` its islands entry. */
export function themeAppConfig(): UserConfigFnObject;
