import { lazyPage } from '../../../kit/index.js';
import type { LazyPage } from '../../../kit/index.js';

/** The member's measurements (the motorcycle shop's my page), each a chunk of its own. */
export const MEASUREMENT_PAGES: Record<string, LazyPage> = {
  mypageMeasurement: lazyPage(() =>
    import('./MypageMeasurementPage.js').then((m) => m.MypageMeasurementPage),
  ),
  mypageMeasurementEdit: lazyPage(() =>
    import('./MypageMeasurementEditPage.js').then((m) => m.MypageMeasurementEditPage),
  ),
};
