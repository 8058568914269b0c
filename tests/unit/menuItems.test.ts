import CategoryIcon from '@mui/icons-material/Category';
import { describe, expect, it } from 'vitest';
import { type EntradaDelRegistro, GRUPOS_MENU, type GrupoMenu } from '../../src/common/recurso';
import { MENU, menuDe, paginaActual } from '../../src/layout/menuItems';
import { RECURSOS } from '../../src/recursos';

const entrada = (name: string, grupo?: GrupoMenu, orden?: number): EntradaDelRegistro => ({
    name,
    grupo,
    orden,
    icon: CategoryIcon,
    list: () => null,
    textos: { name, title: name, menu: name },
});

/** Spec §2's sidebar: each group's items in its order (a new screen may join a group, never reorder these). */
const SPEC: Record<GrupoMenu, string[]> = {
    operaciones: ['/', '/pos', '/ventas', '/compras'],
    gestion: ['/productos', '/categorias', '/clientes', '/proveedores', '/inventario', '/contabilidad'],
    configuracion: ['/roles', '/usuarios'],
};

describe('the sidebar, from the registry (src/recursos.ts)', () => {
    it("keeps spec §2's three groups and each one's items in the spec's order", () => {
        expect(MENU.map((g) => g.id)).toEqual([...GRUPOS_MENU]);
        for (const grupo of MENU) expect(grupo.items.map((i) => i.to).filter((to) => SPEC[grupo.id].includes(to)), grupo.id).toEqual(SPEC[grupo.id]);
    });

    it('lists every registered screen that names a group once, in that group, with its own text and icon', () => {
        const enMenu = MENU.flatMap((g) => g.items.map((i) => ({ grupo: g.id, ...i })));
        const agrupadas = RECURSOS.filter((e) => e.grupo);
        expect(enMenu).toHaveLength(agrupadas.length);
        for (const e of agrupadas) {
            const item = enMenu.find((i) => i.label === `resources.${e.name}.menu`);
            expect(item, e.name).toMatchObject({ grupo: e.grupo, icon: e.icon });
        }
    });

    it('orders a group by `orden`, then the screens without one in the registry’s order, and leaves out screens with no group', () => {
        const menu = menuDe([entrada('marcas', 'gestion'), entrada('turnos', 'configuracion', 5), entrada('oculta'), entrada('lotes', 'gestion', 20), entrada('tallas', 'gestion'), entrada('colores', 'gestion', 10)]);
        expect(menu.map((g) => g.items.map((i) => [i.to, i.label]))).toEqual([
            [],
            [
                ['/colores', 'resources.colores.menu'],
                ['/lotes', 'resources.lotes.menu'],
                ['/marcas', 'resources.marcas.menu'],
                ['/tallas', 'resources.tallas.menu'],
            ],
            [['/turnos', 'resources.turnos.menu']],
        ]);
    });

    it('leads to / for the home page and to /<name> for every other screen', () => {
        const inicio: EntradaDelRegistro = { name: 'dashboard', pagina: () => null, inicio: true, grupo: 'operaciones', icon: CategoryIcon, textos: { title: 'D' } };
        const pagina: EntradaDelRegistro = { name: 'caja', pagina: () => null, grupo: 'operaciones', icon: CategoryIcon, textos: { title: 'C' } };
        expect(menuDe([inicio, pagina])[0].items.map((i) => i.to)).toEqual(['/', '/caja']);
    });

    it('marks one current page: the longest address the location starts with, at a segment boundary', () => {
        const menu = [{ id: 'operaciones' as const, title: 't', items: ['/', '/reportes', '/reportes/impuestos', '/ventas'].map((to) => ({ to, label: to, icon: CategoryIcon })) }];
        expect(paginaActual('/reportes/impuestos', menu)).toBe('/reportes/impuestos');
        expect(paginaActual('/reportes', menu)).toBe('/reportes');
        expect(paginaActual('/ventas/12/show', menu)).toBe('/ventas');
        expect(paginaActual('/ventasx', menu)).toBeUndefined();
        expect(paginaActual('/', menu)).toBe('/');
        expect(paginaActual('/pos', menu)).toBeUndefined();
        // The registry's own two report pages.
        expect(paginaActual('/reportes/impuestos')).toBe('/reportes/impuestos');
    });
});
