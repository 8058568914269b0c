import { type RaRecord, TextInput, useTranslate } from 'react-admin';
import { type Usuario, usuarioCrearInput, usuarioEditarInput } from '../../../contracts/usuarios';
import { DialogosDeRuta, type DialogosDeRutaProps } from '../../common/FormDialog';
import { RolSelectInput } from './RolSelectInput';
import './textos';

const texto = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** POST /usuarios (spec §3): every field; the password as typed. */
export const altaBody = (values: Record<string, unknown>) => ({
    nombre: texto(values.nombre),
    apellido: texto(values.apellido),
    usuario: texto(values.usuario),
    contrasena: values.contrasena,
    rol_id: values.rol_id,
});

/** PUT /usuarios/{id}: the username cannot change; the password only when one was typed. */
export const edicionBody = (values: Record<string, unknown>) => {
    const contrasena = typeof values.contrasena === 'string' && values.contrasena.trim() !== '' ? values.contrasena : undefined;
    return {
        nombre: texto(values.nombre),
        apellido: texto(values.apellido),
        rol_id: values.rol_id,
        ...(contrasena ? { contrasena } : {}),
    };
};

const NUEVO = { nombre: '', apellido: '', usuario: '', contrasena: '', rol_id: null };

/** The edit form's values: the role's id for the select, and a blank password (kept unless typed). */
const valoresDe = (record: RaRecord) => ({ ...record, contrasena: '', rol_id: (record as Usuario).rol_asignado?.id ?? null });

const Inputs = ({ editing }: { editing: boolean }) => {
    const translate = useTranslate();
    return (
        <>
            <TextInput source="nombre" label="resources.usuarios.form.nombre" isRequired autoFocus fullWidth />
            <TextInput source="apellido" label="resources.usuarios.form.apellido" isRequired fullWidth />
            <TextInput source="usuario" label="resources.usuarios.form.usuario" isRequired disabled={editing} fullWidth />
            {/* A plain password field: react-admin's PasswordInput still passes MUI 9's removed InputProps. */}
            <TextInput
                source="contrasena"
                type="password"
                label="resources.usuarios.form.contrasena"
                isRequired={!editing}
                placeholder={editing ? translate('resources.usuarios.form.contrasena_placeholder') : undefined}
                // The server ends the user's open sessions with a new password (yours too, if it is yours).
                helperText={editing ? 'resources.usuarios.form.contrasena_ayuda' : undefined}
                // Shrunk on edit so the placeholder is readable before typing.
                slotProps={editing ? { inputLabel: { shrink: true } } : undefined}
                autoComplete="new-password"
                fullWidth
            />
            <RolSelectInput />
        </>
    );
};

/**
 * Spec §2 Users: 'Crear Nuevo Usuario' at /usuarios/create, 'Editar Usuario: {username}' at
 * /usuarios/:id, started from the user as the list shows it (`usuario`); 'Guardar Cambios', and
 * 'Error:' before the server's message (a 403's too).
 */
export const UsuarioDialog = ({ ruta, usuario }: { ruta: DialogosDeRutaProps['ruta']; usuario: Usuario | undefined }) => {
    const translate = useTranslate();
    return (
        <DialogosDeRuta
            ruta={ruta}
            resource="usuarios"
            submitLabel="resources.usuarios.dialog.save"
            errorPrefix="resources.usuarios.errors.save"
            rechazoConPrefijo
            maxWidth="md"
            alta={{
                title: 'resources.usuarios.dialog.create',
                record: NUEVO,
                schema: usuarioCrearInput,
                transform: altaBody,
                fallbackMessage: 'resources.usuarios.errors.create_fallback',
                exito: 'resources.usuarios.created',
            }}
            edicion={{
                title: (u) => translate('resources.usuarios.dialog.edit', { username: (u as Usuario | undefined)?.usuario ?? '' }),
                desdeLaLista: usuario as RaRecord | undefined,
                valoresDe,
                schema: usuarioEditarInput,
                transform: edicionBody,
                fallbackMessage: 'resources.usuarios.errors.update_fallback',
                exito: 'resources.usuarios.updated',
            }}
        >
            {(editando) => <Inputs editing={editando} />}
        </DialogosDeRuta>
    );
};
