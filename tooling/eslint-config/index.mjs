import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureFolders, featureImportsRule, restrictedImports } from './boundaries.mjs';

export { featureFolders, featureImportsRule, restrictedImports };

/**
 * Syntax the workspace forbids: each entry names what to write instead.
 * @type {{ selector: string; message: string }[]}
 */
export const restrictedSyntax = [
  {
    // Node's ESM loader (SSR) gets styled-components' CommonJS build, whose default export is
    // not the styled function: only the named import works on both sides.
    selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
    message:
      "Use `import { styled } from 'styled-components'` (the default import breaks server rendering).",
  },
  {
    // Screens read the store through its slices' selectors, so a state shape change stays
    // inside the store package.
    selector:
      "CallExpression[callee.name='useAppSelector'] > ArrowFunctionExpression[body.type='MemberExpression']",
    message:
      'Read the store through a selector its slice exports (useAppSelector(selectX)), not state.x inline.',
  },
  {
    // The store sends an action only to the slices with a case for its type, found once per
    // type (packages/store/src/reducer.ts): a matcher or a default case could answer one action
    // of a type and not the next.
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.property.name=/^add(Matcher|DefaultCase)$/]",
    message:
      "Give the slice a case per action type (builder.addCase): the store routes actions by type.",
  },
];

/**
 * The one ESLint config of the workspace. Call it from a package's eslint.config.mjs:
 *   export default createConfig(import.meta.dirname);
 * The folder decides the import boundaries (packages/ui, themes/<t>, apps/<a>, ...).
 * @param {string} root absolute path of the package folder
 * @param {{ ignores?: string[] }} [options]
 */
export function createConfig(root, options = {}) {
  const features = featureFolders(root);
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'reports/**',
        'coverage/**',
        'storybook-static/**',
        ...(options.ignores ?? []),
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir: root },
        globals: { ...globals.node, ...globals.browser },
      },
      linterOptions: { reportUnusedDisableDirectives: 'error' },
    },
    {
      files: ['**/*.{ts,tsx,mts,cts}'],
      plugins: {
        'react-hooks': reactHooks,
        mise: { rules: { 'feature-imports': featureImportsRule } },
      },
      rules: {
        ...reactHooks.configs.recommended.rules,
        'no-restricted-imports': ['error', restrictedImports(root)],
        ...(features ? { 'mise/feature-imports': ['error', features] } : {}),
        'no-restricted-syntax': ['error', ...restrictedSyntax],
        '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { fixStyle: 'separate-type-imports' },
        ],
        '@typescript-eslint/no-import-type-side-effects': 'error',
        // React Router loaders answer redirects and 404s by throwing a Response.
        '@typescript-eslint/only-throw-error': [
          'error',
          { allow: [{ from: 'lib', name: 'Response' }] },
        ],
        // Fastify plugins and hooks are async by contract, with or without an await inside.
        '@typescript-eslint/require-await': 'off',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        '@typescript-eslint/naming-convention': [
          'error',
          { selector: 'default', format: ['camelCase'], leadingUnderscore: 'allow' },
          // PascalCase for React components, UPPER_CASE for constants.
          {
            selector: 'variable',
            format: ['camelCase', 'PascalCase', 'UPPER_CASE'],
            leadingUnderscore: 'allow',
          },
          { selector: 'function', format: ['camelCase', 'PascalCase'] },
          {
            selector: 'parameter',
            format: ['camelCase', 'PascalCase'],
            leadingUnderscore: 'allow',
          },
          { selector: 'typeLike', format: ['PascalCase'] },
          // The /v1 API speaks snake_case; destructuring its payloads keeps its names.
          { selector: ['variable', 'parameter'], modifiers: ['destructured'], format: null },
          { selector: ['property', 'method', 'accessor', 'enumMember'], format: null },
          { selector: 'import', format: null },
        ],
      },
    },
    {
      // One style of file name: a React component's file in PascalCase (ProductCard.tsx), every
      // other module in kebab-case (page-cache.ts, use-back.tsx); suffixes such as .test or
      // .stories follow the name.
      files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
      plugins: { 'check-file': checkFile },
      rules: {
        'check-file/filename-naming-convention': [
          'error',
          {
            '**/*.{ts,mts,cts,js,mjs,cjs}': 'KEBAB_CASE',
            '**/*.tsx': '@(+([a-z0-9])*(-+([a-z0-9]))|+([A-Z])*([a-zA-Z0-9]))',
          },
          { ignoreMiddleExtensions: true },
        ],
      },
    },
    {
      files: ['**/*.{js,mjs,cjs}'],
      ...tseslint.configs.disableTypeChecked,
    },
    {
      files: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'test/**', 'e2e/**'],
      // Tests read JSON bodies the way a client sees them: untyped.
      rules: {
        'no-restricted-imports': ['error', restrictedImports(root, { tests: true })],
        '@typescript-eslint/no-non-null-assertion': 'off',
        '@typescript-eslint/no-unsafe-argument': 'off',
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-call': 'off',
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-unsafe-return': 'off',
      },
    },
  );
}
