import { createConfig, restrictedImports } from '@mise/eslint-config';

/**
 * Route files declare schemas, authorise and call services: their SQL lives in src/services
 * (issue 36, "SQL in one layer"). Route tests may still arrange their data with drizzle.
 */
const SQL_FREE_ROUTES = ['src/routes/**/*.ts'];

export default [
  ...createConfig(import.meta.dirname, { ignores: ['drizzle/**'] }),
  {
    files: SQL_FREE_ROUTES,
    ignores: ['**/*.test.ts'],
    rules: {
      // The shared config's own patterns are repeated: a rule set here replaces, not extends, them.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...restrictedImports(import.meta.dirname).patterns,
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message:
                'Routes declare schemas and call a service: put the query in src/services/<feature>/.',
            },
          ],
        },
      ],
    },
  },
];
