import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

/**
 * The Simple Earn products (issue 15), filtered by shell §2's query "product_id, product_type_tag,
 * asset, coin"; a bad value is a 400 naming its field. No session needed.
 */
export const getEarnProducts = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/earn/products`,
  schemas: () => import('./earn-products'),
  body: 'earnProductsQuery',
  answer: 'earnProductList',
});
