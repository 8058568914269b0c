import { PERMISO_ETIQUETAS, PERMISO_GRUPOS, PERMISOS } from '../../contracts/permisos.js';
import { rolInput } from '../../contracts/roles.js';
import { usuarioCrearInput, usuarioEditarInput } from '../../contracts/usuarios.js';

describe('permission catalogue for the roles screen', () => {
    it('groups every permission exactly once, each with a Spanish label', () => {
        const agrupados = PERMISO_GRUPOS.flatMap((g) => g.permisos);
        expect([...agrupados].sort()).toEqual([...PERMISOS].sort());
        expect(new Set(agrupados).size).toBe(agrupados.length);
        for (const p of PERMISOS) expect(PERMISO_ETIQUETAS[p]).toMatch(/^[A-ZÁÉÍÓÚ][^:]+$/);
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
