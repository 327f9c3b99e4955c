import { nodePreset } from '@mise/vitest-config';

// The real run installs and builds a throwaway theme: minutes, not the default seconds.
export default nodePreset({
  test: { include: ['*.test.mjs'], testTimeout: 240_000, hookTimeout: 120_000 },
});
