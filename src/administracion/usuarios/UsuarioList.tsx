import { DataTable, List, useCreatePath, useListContext, useTranslate } from 'react-admin';
import type { Usuario } from '../../../contracts/usuarios';
import type { FilaTelefono } from '../../common/ListaTelefono';
import { EditRowButton, Filas, ListActions, ListEmpty, Paginacion, RowActions } from '../../common/listParts';
import { unidos } from '../../common/unidos';
import { correoPartible } from '../../common/correo';
import { IDENTIFICADOR } from '../../common/identificador';
import { EstadoBadge } from '../../common/StatusBadge';
import { LoadError } from '../../forbidden';
import { useDialogRoute } from '../../common/useDialogRoute';
import { UsuarioDialog } from './UsuarioDialog';
import './textos';

const nombreCompleto = (u: Usuario) => `${u.nombre} ${u.apellido}`;

/** The dialogs of the address (/usuarios/create, /usuarios/:id), the edit one started from the user as the list shows it. */
const Dialogos = ({ dialog }: { dialog: ReturnType<typeof useDialogRoute> }) => {
    const { data } = useListContext<Usuario>();
    const usuario = dialog.editId === undefined ? undefined : data?.find((u) => String(u.id) === dialog.editId);
    return <UsuarioDialog ruta={dialog} usuario={usuario} />;
};

/** Spec §2 Users: the company's users, create/edit in a dialog at its own address. No activo toggle (spec §4). */
export const UsuarioList = () => {
    const translate = useTranslate();
    const dialog = useDialogRoute('usuarios');
    const createPath = useCreatePath();
    const rol = (u: Usuario) => u.rol_asignado?.nombre ?? translate('app.list.not_available');
    const estado = (u: Usuario) => (
        <EstadoBadge
            value={translate(u.activo ? 'resources.usuarios.estado.activo' : 'resources.usuarios.estado.inactivo')}
            color={u.activo ? 'success' : 'error'}
        />
    );
    // On a phone: the name and its estado, then username and role. Editar is the row's only
    // action, so a tap leads to the same dialog.
    const telefono: FilaTelefono<Usuario> = {
        primario: nombreCompleto,
        terciario: estado,
        secundario: (u) => unidos(u.usuario, rol(u)),
        destino: (u) => createPath({ resource: 'usuarios', type: 'edit', id: u.id }),
    };
    const empty = <ListEmpty message="resources.usuarios.empty" />;
    return (
        <List
            resource="usuarios"
            title="resources.usuarios.title"
            perPage={100}
            // The one page size in use (as /productos): react-admin's default 5/10/25/50 lack
            // it, and the rows-per-page select showed blank.
            pagination={<Paginacion rowsPerPageOptions={[100]} />}
            sort={{ field: 'usuario', order: 'ASC' }}
            exporter={false}
            actions={<ListActions addLabel="resources.usuarios.add" onAdd={dialog.openCreate} exportar={false} />}
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
                        <RowActions>
                            <EditRowButton onEdit={dialog.openEdit} />
                        </RowActions>
                    </DataTable.Col>
                </DataTable>
            </Filas>
            <Dialogos dialog={dialog} />
        </List>
    );
};
