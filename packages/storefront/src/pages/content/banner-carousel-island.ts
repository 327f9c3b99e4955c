import { BannerCarousel } from '@mise/ui';
import { island } from '../../kit/index.js';

// @mise/ui knows nothing of islands: its interactive parts a server-rendered page shows are
// marked here, one module each, so a page loads only the ones it has.
export const BannerCarouselIsland = island('bannerCarousel', BannerCarousel);
