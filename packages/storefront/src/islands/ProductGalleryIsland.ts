import { ProductGallery } from '@mise/ui';
import { island } from './island.js';

// See BannerCarouselIsland.ts.
export const ProductGalleryIsland = island('productGallery', ProductGallery);
