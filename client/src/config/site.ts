// Facts about the hostel office that several pages show.

export { SITE_NAME } from '@campus-hostel/contracts/reference';
export const CONTACT_EMAIL = 'hostel.office@campus.edu';
export const FOOTER_YEARS = '2024–2025';

/** The currency room prices are in (rooms store only minor units): the API's CURRENCY default, lower-case as Stripe names it. */
export const PRICE_CURRENCY = 'inr';
