import CategoryIcon from '@mui/icons-material/Category';
import { describe, expect, it } from 'vitest';
import { conRecursos, MENU, type MenuGroup } from '../../src/layout/menuItems';
import type { Recurso } from '../../src/common/recurso';

const recurso = (name: string, grupo?: Recurso['grupo']): Recurso => ({
    name,
    grupo,
    icon: CategoryIcon,
    list: () => null,
    textos: { name, title: name, menu: name, fields: {} },
});

const GRUPOS: MenuGroup[] = [
    { id: 'gestion', title: 'g', items: [{ to: '/categorias', label: 'resources.categorias.menu', icon: CategoryIcon }] },
    { id: 'configuracion', title: 'c', items: [] },
];

describe('the sidebar and the resource registry', () => {
    it('puts a registered screen at the end of the group it names', () => {
        const menu = conRecursos(GRUPOS, [recurso('marcas', 'gestion'), recurso('turnos', 'configuracion')]);
        expect(menu.map((g) => g.items.map((i) => [i.to, i.label]))).toEqual([
            [
                ['/categorias', 'resources.categorias.menu'],
                ['/marcas', 'resources.marcas.menu'],
            ],
            [['/turnos', 'resources.turnos.menu']],
        ]);
    });

    it('keeps a screen the spec places where it is, once, and leaves out screens with no group', () => {
        const menu = conRecursos(GRUPOS, [recurso('categorias', 'gestion'), recurso('oculta')]);
        expect(menu.map((g) => g.items.map((i) => i.to))).toEqual([['/categorias'], []]);
    });

    it('lists categorías once, in the spec’s place', () => {
        const gestion = MENU.find((g) => g.id === 'gestion')?.items.map((i) => i.to);
        expect(gestion?.filter((to) => to === '/categorias')).toHaveLength(1);
        expect(gestion?.indexOf('/categorias')).toBe(1);
    });
});
