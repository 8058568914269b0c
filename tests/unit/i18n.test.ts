import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import spanishBase from 'ra-language-spanish';

import { raMessages } from '../../src/i18n/raMessages';
import { raOverrides } from '../../src/i18n/raOverrides';

type Messages = { [key: string]: unknown };

/** Flattens a nested messages object into `{ 'ra.action.save': 'Save', ... }`. */
const flatten = (node: unknown, prefix: string, out: Record<string, unknown> = {}): Record<string, unknown> => {
    if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
        for (const [key, value] of Object.entries(node as Messages)) {
            flatten(value, prefix ? `${prefix}.${key}` : key, out);
        }
    } else {
        out[prefix] = node;
    }
    return out;
};

const placeholders = (text: string): string[] => [...new Set(text.match(/%\{[^}]+\}/g) ?? [])].sort();

const english = flatten((englishMessages as Messages).ra, 'ra');
// What the screens get: our overrides over ra-language-spanish.
const spanish = flatten((raMessages as Messages).ra, 'ra');
const base = flatten((spanishBase as Messages).ra, 'ra');
const overrides = flatten((raOverrides as Messages).ra, 'ra');
const englishKeys = Object.keys(english).sort();
const spanishKeys = Object.keys(spanish).sort();

/**
 * Keys whose Spanish text is legitimately the same as the English one.
 * Keep this list short: anything else identical to English is untranslated.
 */
const IDENTICAL_ALLOWED = new Set<string>([
    // "No" is the same word in Spanish.
    'ra.boolean.false',
    'ra.message.no',
    // An em space (U+2003): the label for an empty (null) boolean, no words to translate.
    'ra.boolean.null',
    // Only placeholders, no words: the page title is the resource name + record representation.
    'ra.page.edit',
    'ra.page.show',
    // "Inspector" is also the correct Spanish word (title of the configuration panel).
    'ra.configurable.inspector.title',
]);

describe('react-admin ra.* messages in Spanish (ra-language-spanish + src/i18n/raOverrides)', () => {
    it('covers at least the 164 ra.* keys of ra-language-english 5.15', () => {
        expect(englishKeys.length).toBeGreaterThanOrEqual(164);
        expect(spanishKeys.length).toBeGreaterThanOrEqual(164);
    });

    it('has a non-empty Spanish string for every English key', () => {
        const missing = englishKeys.filter((key) => {
            const value = spanish[key];
            // Whitespace-only text is accepted only where English is whitespace-only too (ra.boolean.null).
            return typeof value !== 'string' || (value.trim() === '' && String(english[key]).trim() !== '');
        });
        expect(missing, `ra.* keys without a Spanish translation:\n${missing.join('\n')}`).toEqual([]);
    });

    it('has no key that ra-language-english does not have (typos), but ra-language-spanish\'s obsolete ones, which react-admin never asks for', () => {
        const unknown = spanishKeys.filter((key) => !(key in english) && (key in overrides || !(key in base)));
        expect(unknown, `Spanish keys unknown to ra-language-english:\n${unknown.join('\n')}`).toEqual([]);
    });

    it('keeps every %{placeholder} of the English text', () => {
        const problems: string[] = [];
        for (const key of englishKeys) {
            const en = english[key];
            const es = spanish[key];
            if (typeof en !== 'string' || typeof es !== 'string') continue;
            const lost = placeholders(en).filter((p) => !es.includes(p));
            if (lost.length > 0) problems.push(`${key}: missing ${lost.join(', ')} in "${es}"`);
        }
        expect(problems, problems.join('\n')).toEqual([]);
    });

    it('keeps the polyglot plural separator where English uses it', () => {
        const problems = englishKeys.filter((key) => {
            const en = english[key];
            const es = spanish[key];
            if (typeof en !== 'string' || typeof es !== 'string') return false;
            return en.split(' |||| ').length !== es.split(' |||| ').length;
        });
        expect(problems, `plural forms differ from English:\n${problems.join('\n')}`).toEqual([]);
    });

    it('has no text left in English, apart from the justified allow-list', () => {
        const untranslated = englishKeys.filter(
            (key) => !IDENTICAL_ALLOWED.has(key) && typeof spanish[key] === 'string' && spanish[key] === english[key],
        );
        expect(untranslated, `ra.* keys identical to English:\n${untranslated.join('\n')}`).toEqual([]);
    });

    it('keeps the allow-list honest (every allowed key exists and is really identical)', () => {
        const stale = [...IDENTICAL_ALLOWED].filter((key) => !(key in english) || spanish[key] !== english[key]);
        expect(stale, `remove from IDENTICAL_ALLOWED:\n${stale.join('\n')}`).toEqual([]);
    });

    it('overrides only keys react-admin has (typos, obsolete keys)', () => {
        const unknown = Object.keys(overrides).filter((key) => !(key in english));
        expect(unknown, `overrides unknown to ra-language-english:\n${unknown.join('\n')}`).toEqual([]);
    });

    it('overrides only what ra-language-spanish lacks or gets wrong (no override repeats it)', () => {
        const redundant = Object.keys(overrides).filter((key) => overrides[key] === base[key]);
        expect(redundant, `overrides equal to ra-language-spanish:\n${redundant.join('\n')}`).toEqual([]);
    });

    it('takes the rest from ra-language-spanish', () => {
        const fromBase = englishKeys.filter((key) => !(key in overrides));
        expect(fromBase.length).toBeGreaterThan(0);
        for (const key of fromBase) expect(spanish[key], key).toBe(base[key]);
        expect(spanish['ra.action.save']).toBe('Guardar');
    });
});

describe("SIPV's own texts, in one key shape", () => {
    /**
     * The provider with every screen's texts: the registry's part (name, title, menu) and each
     * folder's textos.ts, which its screen's chunk brings (src/i18n/textosDePantallas.ts), with the
     * textos*.ts that a lazy part of a screen brings itself (the product form's textosFormulario.ts).
     */
    const load = async () => {
        const fs = await import('node:fs');
        const path = await import('node:path');
        const files = (dir: string): string[] =>
            fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /^textos\w*\.ts$/.test(e.name) ? [path.join(dir, e.name)] : []));
        for (const file of files(path.resolve(__dirname, '../../src'))) await import(file);
        return { ...(await import('../../src/i18n')), ...(await import('../../src/recursos')) };
    };

    it('serves each registered screen’s texts, from its folder, as resources.<name>.*, and nothing else under resources', async () => {
        const { messages, RECURSOS } = await load();
        expect(Object.keys(messages.resources as Messages).sort()).toEqual(RECURSOS.map((r) => r.name).sort());
        for (const r of RECURSOS) {
            expect((messages.resources as Messages)[r.name], r.name).toMatchObject(r.textos);
            expect(typeof r.textos.title, `${r.name}.title`).toBe('string');
            if (r.grupo) expect(typeof r.textos.menu, `${r.name}.menu`).toBe('string');
        }
    });

    it('keeps only the shell’s texts under app.* (menu groups, login, registration, what forms and lists share)', async () => {
        const { messages } = await load();
        expect(Object.keys(messages.app as Messages).sort()).toEqual(['form', 'list', 'login', 'menu', 'registro']);
    });

    it('has a Spanish text for every key a screen names in full', async () => {
        const fs = await import('node:fs');
        const path = await import('node:path');
        const { messages } = await load();
        const texts = flatten(messages, '');
        const files = (dir: string): string[] =>
            fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
        const missing = files(path.resolve(__dirname, '../../src')).flatMap((file) =>
            [...fs.readFileSync(file, 'utf8').matchAll(/['"`]((?:app|resources)\.[a-z_]+(?:\.[A-Za-z_]+)+)['"`]/g)]
                .map((m) => m[1])
                .filter((key) => typeof texts[key] !== 'string')
                .map((key) => `${path.basename(file)}: ${key}`),
        );
        expect(missing).toEqual([]);
    });
});
