import { catalogo, DECLARACIONES, PERMISO_ETIQUETAS, PERMISO_GRUPOS, PERMISOS } from '../../contracts/permisos.js';
import { rolInput } from '../../contracts/roles.js';
import { usuarioCrearInput, usuarioEditarInput } from '../../contracts/usuarios.js';

describe('permission catalogue for the roles screen', () => {
    it('groups every permission exactly once, each with a Spanish label', () => {
        const agrupados = PERMISO_GRUPOS.flatMap((g) => g.permisos);
        expect([...agrupados].sort()).toEqual([...PERMISOS].sort());
        expect(new Set(agrupados).size).toBe(agrupados.length);
        for (const p of PERMISOS) expect(PERMISO_ETIQUETAS[p]).toMatch(/^[A-ZÁÉÍÓÚ][^:]+$/);
    });

    it('is composed of what each resource declares in its own file: its permissions, labels and area', () => {
        // Names no real resource takes, so that adding one (marcas, turnos…) never breaks this test.
        const enCatalogo = { area: 'Catálogo', permisos: { 'muestras_de_receta:leer': 'Consultar muestras', 'muestras_de_receta:escribir': 'Escribir muestras' } } as const;
        const areaNueva = { area: 'Área de prueba', permisos: { 'pruebas_de_area:abrir': 'Abrir pruebas' } } as const;
        const ampliado = catalogo([...DECLARACIONES, enCatalogo, areaNueva]);
        // An area already in the grid takes the new permissions after its own; a new area goes last.
        const catalogoDeHoy = PERMISO_GRUPOS.find((g) => g.area === 'Catálogo')!.permisos;
        expect(ampliado.PERMISO_GRUPOS.find((g) => g.area === 'Catálogo')!.permisos).toEqual([...catalogoDeHoy, 'muestras_de_receta:leer', 'muestras_de_receta:escribir']);
        expect(ampliado.PERMISO_GRUPOS.map((g) => g.area)).toEqual([...PERMISO_GRUPOS.map((g) => g.area), 'Área de prueba']);
        expect(ampliado.PERMISOS).toEqual(ampliado.PERMISO_GRUPOS.flatMap((g) => g.permisos));
        expect(ampliado.PERMISO_ETIQUETAS['muestras_de_receta:escribir']).toBe('Escribir muestras');
        expect([ampliado.esPermiso('pruebas_de_area:abrir'), ampliado.esPermiso('pruebas_de_area:cerrar')]).toEqual([true, false]);
        // Today's catalogue is untouched by the composition.
        expect(PERMISOS).not.toContain('muestras_de_receta:leer');
    });

    it('refuses a permission two resources declare', () => {
        const otraVez = { area: 'Otra', permisos: { 'ventas:leer': 'Leer ventas' } } as const;
        expect(() => catalogo([...DECLARACIONES, otraVez])).toThrow('El permiso ventas:leer está declarado dos veces.');
    });
});

describe('role and user contracts', () => {
    it('a role: trimmed name, catalogue permissions only, repeats collapsed', () => {
        expect(rolInput.parse({ nombre: ' Caja ', permisos: ['ventas:crear', 'ventas:crear'] })).toEqual({ nombre: 'Caja', permisos: ['ventas:crear'] });
        const error = rolInput.safeParse({ nombre: 'Caja', permisos: ['ventas:volar'] }).error;
        expect(error?.issues[0]).toMatchObject({ path: ['permisos', 0], message: 'El permiso no existe.' });
    });

    it('a new user: lower-cased username, empresa_id dropped', () => {
        const datos = usuarioCrearInput.parse({ nombre: 'A', apellido: 'B', usuario: ' Ana@X.MX ', contrasena: '12345678', rol_id: '3', empresa_id: 1 });
        expect(datos).toEqual({ nombre: 'A', apellido: 'B', usuario: 'ana@x.mx', contrasena: '12345678', rol_id: 3 });
        expect('empresa_id' in datos && datos.empresa_id !== undefined).toBe(false);
    });

    it('an edit: a blank password means keep it', () => {
        for (const contrasena of ['', '   ', null, undefined]) {
            expect(usuarioEditarInput.parse({ nombre: 'A', apellido: 'B', rol_id: 1, contrasena }).contrasena).toBeUndefined();
        }
        expect(usuarioEditarInput.safeParse({ nombre: 'A', apellido: 'B', rol_id: 1, contrasena: 'corta' }).success).toBe(false);
    });
});
