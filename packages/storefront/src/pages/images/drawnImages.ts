// The drawn images moved down to shared/drawnImages.ts (the catalog and the content pages both use
// them). This path stays only while content/blocks.tsx still imports it; it goes with that import.
export { drawnSources, drawnThumb } from '../../shared/drawnImages.js';
