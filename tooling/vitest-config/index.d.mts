import type { ViteUserConfig } from 'vitest/config';

export declare function nodePreset(overrides?: ViteUserConfig): ViteUserConfig;
export declare function domPreset(overrides?: ViteUserConfig): ViteUserConfig;
