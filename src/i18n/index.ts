import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { contabilidadMessages } from '../contabilidad/messages';
import { dashboardMessages } from '../dashboard/messages';
import { inventarioMessages } from '../inventario/existencias/messages';
import { posMessages } from '../ventas/pos/messages';
import { RECURSOS } from '../recursos';
import { es } from './es';
import { raMessages } from './raMessages';

/** Everything the screens can print: react-admin's `ra.*` plus SIPV's `app.*` and `resources.*`. */
export const messages: TranslationMessages = {
    ...raMessages,
    ...es,
    app: { ...es.app, ...inventarioMessages.app, ...dashboardMessages.app, ...contabilidadMessages.app, ...posMessages.app },
    // Every screen carries its own texts (src/recursos.ts).
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
