import { nodePreset } from '@mise/vitest-config';

// The tests start the real @mise/api on an in-memory PGlite (one per file).
export default nodePreset({ test: { testTimeout: 30_000, hookTimeout: 180_000 } });
