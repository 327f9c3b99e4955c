import { nodePreset } from '@mise/vitest-config';

export default nodePreset();
