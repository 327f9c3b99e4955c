import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Noto Sans JP (SIL Open Font License 1.1, which allows embedding and redistribution) from the
 * @expo-google-fonts/noto-sans-jp package: the Japanese font of the PDFs and of the lettering
 * on drawn pictures, the same on every server whatever fonts the machine has.
 */
export const NOTO_SANS_JP = {
  regular: require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'),
};
