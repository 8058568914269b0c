import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { Usuario } from '../../../contracts/usuarios';
import type { FilaTelefono } from '../../common/ListaTelefono';
import { Filas, ListEmpty, Paginacion, RowActions } from '../../common/listParts';
import { unidos } from '../../common/unidos';
import { correoPartible } from '../../common/correo';
import { IDENTIFICADOR } from '../../common/identificador';
import { EstadoBadge } from '../../common/StatusBadge';
import { LoadError } from '../../forbidden';
import { UsuarioDialog } from './UsuarioDialog';

const UsuarioActions = ({ onAdd }: { onAdd: () => void }) => {
    const translate = useTranslate();
    return (
        <TopToolbar>
            <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onAdd}>
                {translate('resources.usuarios.add')}
            </Button>
        </TopToolbar>
    );
};

const nombreCompleto = (u: Usuario) => `${u.nombre} ${u.apellido}`;

const EditarUsuario = ({ onEdit }: { onEdit: (usuario: Usuario) => void }) => {
    const translate = useTranslate();
    const usuario = useRecordContext<Usuario>();
    if (!usuario) return null;
    return (
        <RowActions>
            <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(usuario)}>
                {translate('ra.action.edit')}
            </Button>
        </RowActions>
    );
};

/** Spec §2 Users: the company's users, modal create/edit. No activo toggle (spec §4). */
export const UsuarioList = () => {
    const translate = useTranslate();
    const [dialog, setDialog] = useState<{ open: boolean; usuario: Usuario | null }>({ open: false, usuario: null });
    const close = () => setDialog((d) => ({ ...d, open: false }));
    const editar = (usuario: Usuario) => setDialog({ open: true, usuario });
    const rol = (u: Usuario) => u.rol_asignado?.nombre ?? translate('app.list.not_available');
    const estado = (u: Usuario) => (
        <EstadoBadge
            value={translate(u.activo ? 'resources.usuarios.estado.activo' : 'resources.usuarios.estado.inactivo')}
            color={u.activo ? 'success' : 'error'}
        />
    );
    // On a phone: the name and its estado, then username and role. Editar is the row's only
    // action, so a tap opens the same dialog.
    const telefono: FilaTelefono<Usuario> = {
        primario: nombreCompleto,
        terciario: estado,
        secundario: (u) => unidos(u.usuario, rol(u)),
        alTocar: editar,
    };
    const empty = <ListEmpty message="resources.usuarios.empty" />;
    return (
        <>
            <List
                resource="usuarios"
                title="resources.usuarios.title"
                perPage={100}
                // The one page size in use (as /productos): react-admin's default 5/10/25/50 lack
                // it, and the rows-per-page select showed blank.
                pagination={<Paginacion rowsPerPageOptions={[100]} />}
                sort={{ field: 'usuario', order: 'ASC' }}
                exporter={false}
                actions={<UsuarioActions onAdd={() => setDialog({ open: true, usuario: null })} />}
                empty={false}
                error={<LoadError fallback="resources.usuarios.errors.list_fallback" />}
                // The failure is shown in place of the table, not as a notification too.
                queryOptions={{ onError: () => undefined }}
            >
                <Filas<Usuario> telefono={telefono} empty={empty}>
                    <DataTable<Usuario> rowClick={false} bulkActionButtons={false} empty={empty}>
                        <DataTable.Col source="nombre_completo" disableSort render={nombreCompleto} />
                        <DataTable.Col<Usuario> source="usuario" cellClassName={IDENTIFICADOR} render={(u) => correoPartible(u.usuario)} />
                        <DataTable.Col source="rol_asignado" disableSort render={rol} />
                        <DataTable.Col source="activo" disableSort render={estado} />
                        <DataTable.Col label="app.list.actions" align="right">
                            <EditarUsuario onEdit={editar} />
                        </DataTable.Col>
                    </DataTable>
                </Filas>
            </List>
            <UsuarioDialog open={dialog.open} usuario={dialog.usuario} onClose={close} />
        </>
    );
};
