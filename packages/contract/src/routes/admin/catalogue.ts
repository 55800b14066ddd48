import { ADMIN } from '../prefixes.ts';
import { route } from '../route.ts';

/**
 * The console's catalogue (docs/design/console.md §7, docs/design/school-texts.md §9): the products the mall sells. Reading is
 * `catalogue.read`; every change, prices included, is `catalogue.edit`, which finance and the owner
 * hold and the content role does not (a price is money).
 */
export const listAdminProducts = route('GET', `${ADMIN}/catalogue/product/list`, {
  auth: 'staff',
  permission: 'catalogue.read',
});
export const viewAdminProduct = route('GET', `${ADMIN}/catalogue/product/view`, {
  auth: 'staff',
  permission: 'catalogue.read',
});
/** Creates (no id) or replaces a product: texts in both languages, prices, lessons, validity. */
export const saveAdminProduct = route('POST', `${ADMIN}/catalogue/product/save`, {
  auth: 'staff',
  permission: 'catalogue.edit',
});
/** On sale or off: off is gone from the mall at once; orders already made are untouched. */
export const setAdminProductOnSale = route('POST', `${ADMIN}/catalogue/product/sale`, {
  auth: 'staff',
  permission: 'catalogue.edit',
});
/** A product's cover image (finance has no `content.edit`, so the catalogue has its own upload). */
export const uploadAdminProductCover = route('POST', `${ADMIN}/catalogue/upload`, {
  auth: 'staff',
  permission: 'catalogue.edit',
});
