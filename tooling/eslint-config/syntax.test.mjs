import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { restrictedSyntax } from './index.mjs';

/** Lints a snippet of a .tsx file with the workspace's forbidden syntax only. */
function lint(code) {
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    code,
    [
      {
        files: ['**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        rules: { 'no-restricted-syntax': ['error', ...restrictedSyntax] },
      },
    ],
    'src/Page.tsx',
  );
}

describe('forbidden syntax', () => {
  it.each([
    'const status = useAppSelector((state) => state.cart.status);',
    'const { list } = useAppSelector((s) => s.userOrder);',
    "import styled from 'styled-components';",
    'builder.addMatcher(isPending, (state) => state);',
    'builder.addCase(logout, () => initialState).addDefaultCase((state) => state);',
  ])('rejects %s', (code) => {
    expect(lint(code)).toHaveLength(1);
  });

  it.each([
    'const status = useAppSelector(selectCartStatus);',
    'const page = useAppSelector((state) => selectLayout(state, "top"));',
    "import { styled } from 'styled-components';",
    'builder.addCase(logout, () => initialState).addCase(fetchTags.fulfilled, (state) => state);',
  ])('accepts %s', (code) => {
    expect(lint(code)).toEqual([]);
  });
});
