import { domPreset } from '@mise/vitest-config';

// Whole forms and every story render in jsdom: on a loaded 2-core machine one test can take
// longer than Vitest's default 5 s without anything being wrong.
export default domPreset({ test: { setupFiles: ['src/test/setup.ts'], testTimeout: 30_000 } });
