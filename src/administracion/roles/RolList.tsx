import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Chip, Typography } from '@mui/material';
import { DataTable, List, useCreatePath, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { esPermiso, PERMISO_ETIQUETAS } from '../../../contracts/permisos';
import type { Rol } from '../../../contracts/roles';
import { ConfirmDeleteButton } from '../../common/DeleteButton';
import type { FilaTelefono } from '../../common/ListaTelefono';
import { Filas, ListActions, ListEmpty, RowActions } from '../../common/listParts';
import { useTelefono } from '../../layout/anchos';
import { useDialogRoute } from '../../common/useDialogRoute';
import { LoadError } from '../../forbidden';
import { RolDialog } from './RolDialog';
import { ConPermiso } from '../../common/ConPermiso';
import './textos';

const etiqueta = (permiso: string) => (esPermiso(permiso) ? PERMISO_ETIQUETAS[permiso] : permiso);

/** Permisos Asignados: one chip per permission, or 'Sin permisos específicos'. */
const PermisosChips = () => {
    const translate = useTranslate();
    const rol = useRecordContext<Rol>();
    if (!rol) return null;
    if (rol.permisos.length === 0) {
        return <Typography variant="body2" color="text.secondary">{translate('resources.roles.sin_permisos')}</Typography>;
    }
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {rol.permisos.map((p) => (
                <Chip key={p} size="small" label={etiqueta(p)} />
            ))}
        </Box>
    );
};

/** On a phone, Permisos Asignados condensed: the chips' count; the Administrador's are the whole catalogue, present and future. */
const cuentaPermisos = (rol: Rol, translate: ReturnType<typeof useTranslate>) => {
    if (rol.todos_los_permisos) return translate('resources.roles.permisos.todos');
    if (rol.permisos.length === 0) return translate('resources.roles.sin_permisos');
    return translate('resources.roles.permisos.cuenta', { smart_count: rol.permisos.length });
};

/** Eliminar with the spec's confirmation, for the row's role or for `rol`. */
const EliminarRol = ({ rol, onDeleted }: { rol?: Rol; onDeleted?: () => void }) => (
    <ConfirmDeleteButton
        resource="roles"
        record={rol}
        confirmTitle="resources.roles.delete.title"
        confirmText="resources.roles.delete.confirm"
        errorPrefix="resources.roles.errors.delete"
        fallbackMessage="resources.roles.errors.delete_fallback"
        successMessage="resources.roles.delete.success"
        onDeleted={onDeleted}
    />
);

/** Editar and Eliminar; the Administrador role is fixed (the server answers 409), so both are off. */
const RolRowActions = ({ onEdit }: { onEdit: (rol: Rol) => void }) => {
    const translate = useTranslate();
    const rol = useRecordContext<Rol>();
    if (!rol) return null;
    const fijo = rol.todos_los_permisos;
    return (
        <RowActions>
            {fijo ? (
                <Button size="small" startIcon={<EditIcon />} disabled>
                    {translate('ra.action.edit')}
                </Button>
            ) : (
                <ConPermiso accion="edit">
                    <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(rol)}>
                        {translate('ra.action.edit')}
                    </Button>
                </ConPermiso>
            )}
            {fijo ? (
                <Button size="small" color="error" startIcon={<DeleteIcon />} disabled>
                    {translate('ra.action.delete')}
                </Button>
            ) : (
                <EliminarRol />
            )}
        </RowActions>
    );
};

/** The dialogs of the address (/roles/create, /roles/:id), the edit one started from the role as the list shows it. */
const Dialogos = ({ dialog }: { dialog: ReturnType<typeof useDialogRoute> }) => {
    const esTelefono = useTelefono();
    const { data } = useListContext<Rol>();
    const rol = dialog.editId === undefined ? undefined : data?.find((r) => String(r.id) === dialog.editId);
    return (
        <RolDialog
            ruta={dialog}
            rol={rol}
            // Closed once deleted, as the row it was opened from is gone.
            acciones={esTelefono && rol ? <EliminarRol rol={rol} onDeleted={dialog.close} /> : undefined}
        />
    );
};

/** Spec §2 Roles: every role of the company with its permissions, create/edit in a dialog at its own address, delete. */
export const RolList = () => {
    const translate = useTranslate();
    const dialog = useDialogRoute('roles');
    const createPath = useCreatePath();
    // On a phone: the name, then its permissions counted. A tap leads to the edit dialog, which
    // then carries Eliminar; the Administrador's line leads nowhere, as its row's buttons are off.
    const telefono: FilaTelefono<Rol> = {
        primario: (rol) => rol.nombre,
        secundario: (rol) => cuentaPermisos(rol, translate),
        destino: (rol) => createPath({ resource: 'roles', type: 'edit', id: rol.id }),
        tocable: (rol) => !rol.todos_los_permisos,
    };
    const empty = <ListEmpty message="resources.roles.empty" />;
    return (
        <List
            resource="roles"
            title="resources.roles.title"
            // A company has a handful of roles: one page holds them all.
            perPage={1000}
            pagination={false}
            sort={{ field: 'nombre', order: 'ASC' }}
            exporter={false}
            // 'Añadir Nuevo Rol' (no CSV export on this screen).
            actions={<ListActions addLabel="resources.roles.add" onAdd={dialog.openCreate} exportar={false} />}
            empty={false}
            error={<LoadError fallback="resources.roles.errors.list_fallback" />}
            // The failure is shown in place of the table, not as a notification too.
            queryOptions={{ onError: () => undefined }}
        >
            <Filas<Rol> telefono={telefono} empty={empty}>
                <DataTable<Rol> rowClick={false} bulkActionButtons={false} empty={empty}>
                    <DataTable.Col source="nombre" />
                    <DataTable.Col source="permisos" disableSort>
                        <PermisosChips />
                    </DataTable.Col>
                    <DataTable.Col label="app.list.actions" align="right">
                        <RolRowActions onEdit={(rol) => dialog.openEdit(rol.id)} />
                    </DataTable.Col>
                </DataTable>
            </Filas>
            <Dialogos dialog={dialog} />
        </List>
    );
};
