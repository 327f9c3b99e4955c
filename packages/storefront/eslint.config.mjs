import { createConfig, restrictedImports } from '@mise/eslint-config';

/**
 * src/app/ is the composition root (routes, the page table, loaders, layouts, the document): it
 * imports every feature, so no feature may import it back. Features build with src/kit/
 * instead. Only the package's entries compose the app: src/index.ts, client.tsx and the server.
 */
const NO_APP = {
  regex: '^\\.\\.?/(.*/)?app(/|$)',
  message:
    'src/app/ is the composition root: import what features share from src/kit/index.js (move it there if it is missing; pass in what the app owns).',
};
const COMPOSERS = ['src/app/**', 'src/index.ts', 'src/client.tsx', 'src/server/**'];
const TESTS = ['**/*.test.{ts,tsx}', 'test/**'];

export default [
  ...createConfig(import.meta.dirname),
  // The shared config's own patterns are repeated: a rule set here replaces, not extends, them.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...COMPOSERS, ...TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...restrictedImports(import.meta.dirname).patterns, NO_APP] },
      ],
    },
  },
  {
    files: TESTS,
    ignores: COMPOSERS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...restrictedImports(import.meta.dirname, { tests: true }).patterns, NO_APP],
        },
      ],
    },
  },
];
