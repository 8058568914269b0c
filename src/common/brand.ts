/** The product's acronym: login title, sidebar and browser tab. */
export const BRAND = 'SIPV';
