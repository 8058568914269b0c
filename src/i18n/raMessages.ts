import spanishMessages from 'ra-language-spanish';
import type { StringMap, TranslationMessages } from 'react-admin';
import { raOverrides } from './raOverrides';

type Text = StringMap | string | undefined;

/** `capa` laid over `base`, key by key: a text of `capa` wins, the rest of `base` stays. */
const encima = (base: Text, capa: Text): Text => {
    if (typeof base !== 'object' || typeof capa !== 'object') return capa ?? base;
    const claves = new Set([...Object.keys(base), ...Object.keys(capa)]);
    return Object.fromEntries([...claves].map((clave) => [clave, encima(base[clave], capa[clave])])) as StringMap;
};

/**
 * react-admin's `ra.*` texts: our overrides over ra-language-spanish. Which keys react-admin 5
 * prints is ra-language-english's business, checked where it costs nothing at the till:
 * tests/unit/i18n.test.ts refuses a key left untranslated, or one of ours react-admin lacks.
 * (Walking English's keys here kept react-admin's English texts in the first download.)
 */
export const raMessages = encima(spanishMessages, raOverrides) as Pick<TranslationMessages, 'ra'>;
