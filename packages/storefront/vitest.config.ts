import { nodePreset } from '@mise/vitest-config';

// Server rendering runs against the real API in-process (one per test file).
export default nodePreset({ test: { testTimeout: 30_000, hookTimeout: 60_000 } });
