import { useMemo } from 'react';
import { TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { type Usuario, usuarioCrearInput, usuarioEditarInput } from '../../../contracts/usuarios';
import { zodValidator } from '../../common/zodValidator';
import { FormModal } from '../roles/FormModal';
import { RolSelectInput } from './RolSelectInput';

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
export const cambiosBody = (values: Record<string, unknown>) => {
    const contrasena = typeof values.contrasena === 'string' && values.contrasena.trim() !== '' ? values.contrasena : undefined;
    return {
        nombre: texto(values.nombre),
        apellido: texto(values.apellido),
        rol_id: values.rol_id,
        ...(contrasena ? { contrasena } : {}),
    };
};

/** Spec §2 Users: 'Crear Nuevo Usuario', or 'Editar Usuario: {username}' for `usuario`. */
export const UsuarioDialog = ({ open, usuario, onClose }: { open: boolean; usuario: Usuario | null; onClose: () => void }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider();
    const refresh = useRefresh();
    const notify = useNotify();
    const editing = usuario != null;
    const validate = useMemo(() => zodValidator(editing ? usuarioEditarInput : usuarioCrearInput), [editing]);
    const submit = async (values: Record<string, unknown>) => {
        if (usuario) {
            await dataProvider.update('usuarios', { id: usuario.id, data: cambiosBody(values), previousData: usuario });
            notify('resources.usuarios.updated', { type: 'success' });
        } else {
            await dataProvider.create('usuarios', { data: altaBody(values) });
            notify('resources.usuarios.created', { type: 'success' });
        }
        refresh();
    };
    const record = usuario
        ? { nombre: usuario.nombre, apellido: usuario.apellido, usuario: usuario.usuario, contrasena: '', rol_id: usuario.rol_asignado?.id ?? null }
        : { nombre: '', apellido: '', usuario: '', contrasena: '', rol_id: null };
    return (
        <FormModal
            open={open}
            onClose={onClose}
            title={editing ? translate('resources.usuarios.dialog.edit', { username: usuario.usuario }) : translate('resources.usuarios.dialog.create')}
            submitLabel="resources.usuarios.dialog.save"
            record={record}
            validate={validate}
            onSubmit={submit}
            errorPrefix="resources.usuarios.errors.save"
            fallback={editing ? 'resources.usuarios.errors.update_fallback' : 'resources.usuarios.errors.create_fallback'}
        >
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
        </FormModal>
    );
};
