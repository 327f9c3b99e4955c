import { createConfig } from './index.mjs';

export default createConfig(import.meta.dirname);
