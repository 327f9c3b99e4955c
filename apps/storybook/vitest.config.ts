import { nodePreset } from '@mise/vitest-config';

export default nodePreset({ test: { include: ['src/**/*.test.ts'] } });
