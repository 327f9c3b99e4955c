import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { restrictedImports } from './boundaries.mjs';

// The linter only matches files under its working folder; the rule reads only the last two path parts.
const repo = path.join(process.cwd(), 'fixture');

/** Lints one import line as if it were a file of `folder`; returns the messages. */
function lintImport(folder, source, options = {}) {
  const root = path.join(repo, folder);
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    `import x from '${source}';\nexport default x;\n`,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        rules: { 'no-restricted-imports': ['error', restrictedImports(root, options)] },
      },
    ],
    path.join(root, 'src/index.ts'),
  );
}

describe('import boundaries', () => {
  it.each([
    ['packages/ui', '@mise/store'],
    ['packages/ui', '@mise/api-client/products'],
    ['packages/ui', '@mise/storefront'],
    ['packages/store', '@mise/ui'],
    ['packages/storefront', '@mise/theme-standard'],
    ['packages/validation', '@mise/store'],
    ['packages/api-client', '@mise/api'],
    ['themes/standard', '@mise/theme-business'],
    ['themes/moto', '@mise/app-theme-moto'],
    ['themes/business', '@mise/api-client'],
    ['themes/standard', '@mise/api-client/products'],
    ['apps/theme-standard', '@mise/theme-business'],
    ['apps/theme-standard', '@mise/app-theme-business'],
    ['apps/api', '@mise/ui'],
    ['packages/store', '../../packages/ui/src/index.js'],
  ])('%s may not import %s', (folder, source) => {
    const messages = lintImport(folder, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.ruleId).toBe('no-restricted-imports');
  });

  it.each([
    ['packages/storefront', '@mise/store'],
    ['packages/storefront', '@mise/ui'],
    ['packages/store', '@mise/api-client'],
    ['packages/ui', '@mise/validation'],
    ['themes/standard', '@mise/storefront'],
    ['themes/standard', '@mise/theme-standard/layouts'],
    ['apps/theme-standard', '@mise/theme-standard'],
    ['apps/api', '@mise/validation'],
    ['packages/ui', './button.js'],
    ['packages/ui', '../components/button.js'],
  ])('%s may import %s', (folder, source) => {
    expect(lintImport(folder, source)).toEqual([]);
  });

  it('lets package tests run the API through @mise/api/testing, and nothing else of it', () => {
    expect(lintImport('packages/api-client', '@mise/api/testing', { tests: true })).toEqual([]);
    expect(lintImport('packages/api-client', '@mise/api/testing')).toHaveLength(1);
    expect(lintImport('packages/api-client', '@mise/api/app', { tests: true })).toHaveLength(1);
  });
});
