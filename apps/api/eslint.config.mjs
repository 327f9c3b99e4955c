import { createConfig, restrictedImports } from '@mise/eslint-config';

/**
 * Route files that declare schemas and call services: their SQL lives in src/services (issue 36,
 * "SQL in one layer"). Add a folder or file here once its routes no longer query themselves.
 */
const SQL_FREE_ROUTES = [
  'src/routes/account/login-histories.ts',
  'src/routes/account/password.ts',
  'src/routes/cart/**/*.ts',
  'src/routes/payments/**/*.ts',
  'src/routes/catalog/bookmarks.ts',
  'src/routes/catalog/images.ts',
  'src/routes/catalog/history-common.ts',
  'src/routes/catalog/product-histories.ts',
  'src/routes/catalog/product-requests.ts',
  'src/routes/catalog/search-histories.ts',
  'src/routes/catalog/vehicles.ts',
  'src/routes/content/colorschemes.ts',
  'src/routes/dev/carts.ts',
  'src/routes/dev/settings.ts',
  'src/routes/orders/memos.ts',
];

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
