import { createConfig } from '@mise/eslint-config';

export default createConfig(import.meta.dirname);
