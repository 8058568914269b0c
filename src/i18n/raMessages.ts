import englishMessages from 'ra-language-english';
import spanishMessages from 'ra-language-spanish';
import type { StringMap, TranslationMessages } from 'react-admin';
import { raOverrides } from './raOverrides';

type Text = StringMap | string | undefined;

const child = (node: Text, key: string): Text => (typeof node === 'object' ? node[key] : undefined);

/**
 * Walks ra-language-english's keys (the set react-admin 5 prints) and takes each text from the
 * first layer that has it: a key that only ra-language-spanish still has (obsolete) is dropped,
 * one that no layer translates stays English, which tests/unit/i18n.test.ts refuses.
 */
const overlay = (english: Text, layers: Text[]): Text => {
    if (typeof english !== 'object') return layers.find((layer) => typeof layer === 'string') ?? english;
    return Object.fromEntries(
        Object.entries(english).map(([key, value]) => [key, overlay(value, layers.map((layer) => child(layer, key)))]),
    ) as StringMap;
};

/** react-admin's `ra.*` texts: our overrides, over ra-language-spanish, on ra-language-english's keys. */
export const raMessages = overlay(englishMessages, [raOverrides, spanishMessages]) as Pick<TranslationMessages, 'ra'>;
