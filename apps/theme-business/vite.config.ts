import { themeAppConfig } from '@mise/vite-config';

export default themeAppConfig();
