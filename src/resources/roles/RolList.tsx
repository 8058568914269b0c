import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { esPermiso, PERMISO_ETIQUETAS } from '../../../contracts/permisos';
import type { Rol } from '../../../contracts/roles';
import { ConfirmDeleteButton } from '../../common/DeleteButton';
import { ListEmpty, RowActions } from '../../common/listParts';
import { LoadError } from '../../forbidden';
import { RolDialog } from './RolDialog';

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

/** Editar and Eliminar; the Administrador role is fixed (the server answers 409), so both are off. */
const RolRowActions = ({ onEdit }: { onEdit: (rol: Rol) => void }) => {
    const translate = useTranslate();
    const rol = useRecordContext<Rol>();
    if (!rol) return null;
    const fijo = rol.todos_los_permisos;
    return (
        <RowActions>
            <Button size="small" startIcon={<EditIcon />} disabled={fijo} onClick={() => onEdit(rol)}>
                {translate('ra.action.edit')}
            </Button>
            {fijo ? (
                <Button size="small" color="error" startIcon={<DeleteIcon />} disabled>
                    {translate('ra.action.delete')}
                </Button>
            ) : (
                <ConfirmDeleteButton
                    resource="roles"
                    confirmTitle="resources.roles.delete.title"
                    confirmText="resources.roles.delete.confirm"
                    errorPrefix="resources.roles.errors.delete"
                    fallbackMessage="resources.roles.errors.delete_fallback"
                    successMessage="resources.roles.delete.success"
                />
            )}
        </RowActions>
    );
};

/** 'Añadir Nuevo Rol' (no CSV export on this screen). */
const RolActions = ({ onAdd }: { onAdd: () => void }) => {
    const translate = useTranslate();
    return (
        <TopToolbar>
            <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onAdd}>
                {translate('resources.roles.add')}
            </Button>
        </TopToolbar>
    );
};

/** Spec §2 Roles: every role of the company with its permissions, modal create/edit, delete. */
export const RolList = () => {
    const [dialog, setDialog] = useState<{ open: boolean; rol: Rol | null }>({ open: false, rol: null });
    const close = () => setDialog((d) => ({ ...d, open: false }));
    return (
        <>
            <List
                resource="roles"
                title="resources.roles.title"
                // A company has a handful of roles: one page holds them all.
                perPage={1000}
                pagination={false}
                sort={{ field: 'nombre', order: 'ASC' }}
                exporter={false}
                actions={<RolActions onAdd={() => setDialog({ open: true, rol: null })} />}
                empty={false}
                error={<LoadError fallback="resources.roles.errors.list_fallback" />}
                // The failure is shown in place of the table, not as a notification too.
                queryOptions={{ onError: () => undefined }}
            >
                <DataTable<Rol> rowClick={false} bulkActionButtons={false} empty={<ListEmpty message="resources.roles.empty" />}>
                    <DataTable.Col source="nombre" />
                    <DataTable.Col source="permisos" disableSort>
                        <PermisosChips />
                    </DataTable.Col>
                    <DataTable.Col label="app.list.actions" align="right">
                        <RolRowActions onEdit={(rol) => setDialog({ open: true, rol })} />
                    </DataTable.Col>
                </DataTable>
            </List>
            <RolDialog open={dialog.open} rol={dialog.rol} onClose={close} />
        </>
    );
};
