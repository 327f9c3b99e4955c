import type { ProductRequestBody } from '@mise/api-client';
import { createEnvThunk } from '../../thunk.js';

/**
 * A member's product request from the product page: 再入荷をリクエスト for a sold-out product,
 * 商品をリクエスト for one of a model the shop takes requests for. The request is what
 * /mypage/product_request_history lists (that page loads its list when opened).
 */
export const requestProduct = createEnvThunk(
  'productRequest/post',
  async (body: ProductRequestBody, { extra }) => (await extra.api.products.request(body)).data,
);
