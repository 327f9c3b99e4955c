import { ProductGallery } from '@mise/ui';
import { island } from '../../../kit/index.js';

// See banner-carousel-island.ts.
export const ProductGalleryIsland = island('productGallery', ProductGallery);
