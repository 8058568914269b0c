import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { RECURSOS } from '../recursos';
import { es } from './es';
import { raMessages } from './raMessages';

/**
 * Everything the screens can print, in one key shape: react-admin's `ra.*`, the shell's `app.*`
 * (menu groups, login, registration, what every form and list shares: es.ts) and each screen's
 * `resources.<name>.*`, which it keeps in its own folder and brings through the registry.
 */
export const messages: TranslationMessages = {
    ...raMessages,
    ...es,
    resources: Object.fromEntries(RECURSOS.map((r) => [r.name, r.textos])) as TranslationMessages['resources'],
};

/**
 * Spanish only. `allowMissing: false` keeps polyglot warning about any key without a text, and
 * tests fail on such warnings for our keys (tests/helpers/uiSetup.ts), so English keys never
 * slip onto the screen silently.
 */
export const i18nProvider = polyglotI18nProvider(() => messages, 'es', [{ locale: 'es', name: 'Español' }], {
    allowMissing: false,
});

/** Whether `key` has a text: a screen shows its optional texts (`resources.clientes.delete.success`) only when they exist. */
export const hasMessage = (key: string): boolean =>
    typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages) === 'string';
