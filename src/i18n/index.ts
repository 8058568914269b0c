import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { RECURSOS } from '../recursos';
import { es } from './es';
import { raMessages } from './raMessages';
import { agregarTextos, textosDePantallas, vecesAgregados } from './textosDePantallas';

// What the shell prints before any screen opens: each entry's name, title and menu (the sidebar,
// the app bar, the home page's list, the access tooltips). The rest comes with each screen's chunk.
for (const entrada of RECURSOS) agregarTextos(entrada.name, entrada.textos);

/**
 * Everything the screens can print, in one key shape: react-admin's `ra.*`, the shell's `app.*`
 * (menu groups, login, registration, what every form and list shares: es.ts) and each screen's
 * `resources.<name>.*`, as far as they have arrived (textosDePantallas.ts).
 */
export const messages: TranslationMessages = {
    ...raMessages,
    ...es,
    resources: textosDePantallas as TranslationMessages['resources'],
};

const IDIOMAS = [{ locale: 'es', name: 'Español' }];

/**
 * Spanish only. `allowMissing: false` keeps polyglot warning about any key without a text, and
 * tests fail on such warnings for our keys (tests/helpers/uiSetup.ts), so English keys never
 * slip onto the screen silently. ra-i18n-polyglot reads its phrases once, when it is made: made
 * again over the same messages whenever a screen's chunk has added its texts (before that chunk
 * renders anything), it answers every key with polyglot's own semantics (`_`, plurals, warnings).
 */
const crear = (locale: string) => polyglotI18nProvider(() => messages, locale, IDIOMAS, { allowMissing: false });

let polyglot = crear('es');
let hechoCon = vecesAgregados();
const vigente = (): I18nProvider => {
    if (hechoCon !== vecesAgregados()) {
        polyglot = crear(polyglot.getLocale());
        hechoCon = vecesAgregados();
    }
    return polyglot;
};

export const i18nProvider: I18nProvider = {
    translate: (key, options) => vigente().translate(key, options),
    changeLocale: (locale, options) => vigente().changeLocale(locale, options),
    getLocale: () => vigente().getLocale(),
    getLocales: () => IDIOMAS,
};

/** Whether `key` has a text: a screen shows its optional texts (`resources.clientes.delete.success`) only when they exist. */
export const hasMessage = (key: string): boolean =>
    typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages) === 'string';
