import { domPreset } from '@mise/vitest-config';

export default domPreset({ test: { setupFiles: ['src/test/setup.ts'] } });
