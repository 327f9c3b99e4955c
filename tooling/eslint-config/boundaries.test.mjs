import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { featureFolders, featureImportsRule, restrictedImports } from './boundaries.mjs';

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
    ['apps/storybook', '@mise/app-theme-moto'],
    ['apps/storybook', '@mise/api'],
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
    ['apps/storybook', '@mise/theme-moto'],
    ['apps/storybook', '@mise/storefront'],
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

/** Lints one import line as if it were the file `file` of the feature folder of `folder`. */
function lintFeatureImport(file, line, folder = 'packages/storefront') {
  const root = path.join(repo, folder);
  const features = featureFolders(root);
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    `${line}\n`,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { mise: { rules: { 'feature-imports': featureImportsRule } } },
        rules: { 'mise/feature-imports': ['error', features] },
      },
    ],
    path.join(features.dir, file),
  );
}

describe('feature boundaries of the storefront pages', () => {
  it.each([
    ['cart/ConfirmPage.tsx', "import { Section } from '../orders/detail/OrderContents.js';"],
    ['cart/ConfirmPage.tsx', "import { MemberList } from '../catalog/components/MemberList.js';"],
    ['content/blocks.tsx', "import { drawnSources } from '../images/drawnImages.js';"],
    ['catalog/components/AddToCart.tsx', "import { x } from '../../lists/AddToListButton.js';"],
    ['lists/MypageListPage.tsx', "export { x } from '../account/useConfirmation.js';"],
    ['catalog/ProductDetailPage.tsx', "const x = import('../measurements/MySizes.js');"],
  ])('%s may not run %s', (file, line) => {
    const messages = lintFeatureImport(file, line);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.ruleId).toBe('mise/feature-imports');
    expect(messages[0]?.message).toMatch(/index\.js/);
  });

  it.each([
    ['catalog/ProductDetailPage.tsx', "import { MySizes } from '../measurements/index.js';"],
    ['catalog/components/AddToCart.tsx', "import { x } from '../../lists/index.js';"],
    ['catalog/components/AddToCart.tsx', "import { x } from '../hooks/useAddToCart.js';"],
    ['cart/ConfirmPage.tsx', "import { Section } from '../../shared/sections.js';"],
    ['orders/detail/OrderContents.tsx', "import { yen } from '../../../shared/sections.js';"],
    ['cart/ConfirmPage.tsx', "import { Button } from '@mise/ui';"],
    // Files outside the feature folders (routes, islands) wire the pages together.
    ['../islands/registry.ts', "const x = import('../pages/lists/AddToListButton.js');"],
  ])('%s may run %s', (file, line) => {
    expect(lintFeatureImport(file, line)).toEqual([]);
  });

  it('has feature folders in each layer of the data, none in the ui kit', () => {
    expect(featureFolders(path.join(repo, 'packages/ui'))).toBeNull();
    expect(featureFolders(path.join(repo, 'packages/store'))?.dir).toMatch(/src.slices$/);
    expect(featureFolders(path.join(repo, 'packages/api-client'))?.dir).toMatch(/src.resources$/);
    expect(featureFolders(path.join(repo, 'apps/api'))?.dir).toMatch(/src.routes$/);
  });

  it.each([
    ['apps/api', 'orders/member.ts', "import { memberOf } from '../catalog/common.js';"],
    ['packages/store', 'cart/cart.ts', "import { login } from '../account/auth.js';"],
    ['packages/api-client', 'cart/carts.ts', "import type { Id } from '../catalog/products.js';"],
  ])('%s: %s may not run %s', (folder, file, line) => {
    expect(lintFeatureImport(file, line, folder)).toHaveLength(1);
  });

  it.each([
    ['apps/api', 'orders/member.ts', "import { memberOf } from '../../plugins/auth.js';"],
    ['apps/api', 'cart/index.ts', "import products from './products.js';"],
    ['packages/store', 'cart/cart.ts', "import { login } from '../account/index.js';"],
    ['packages/store', 'cart/cart.ts', "import { createAppThunk } from '../../thunk.js';"],
  ])('%s: %s may run %s', (folder, file, line) => {
    expect(lintFeatureImport(file, line, folder)).toEqual([]);
  });
});
