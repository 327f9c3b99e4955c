import { createConfig } from '@mise/eslint-config';

export default createConfig(import.meta.dirname, {
  ignores: ['storybook-static/**', 'playwright-report/**', 'test-results/**', 'public/**'],
});
