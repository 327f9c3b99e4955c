import { ProductGallery } from '@mise/ui';
import { island } from './island.js';

// See banner-carousel-island.ts.
export const ProductGalleryIsland = island('productGallery', ProductGallery);
