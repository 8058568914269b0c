import { useCallback } from 'react';
import { type Identifier, useCreatePath } from 'react-admin';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';

/**
 * Which form dialog a page shows, read from the URL as react-admin's CRM example does (spec §4
 * Modals): `/categorias/create` is the create dialog and `/categorias/5` the edit dialog of 5, both
 * over the list. Opening and closing navigate, so Back closes a dialog and a link opens one. The
 * page's own query string goes along, so the list behind the dialog keeps its page and search.
 * The resource declares no `create`/`edit` page: its list route (`/categorias/*`) serves them; a
 * custom page (`/inventario/*`) is read the same way. `accion` names what a record's dialog does
 * when the page has more than one (`/inventario/5/ajuste`).
 */
export const useDialogRoute = (resource: string, accion?: string) => {
    const { pathname, search } = useLocation();
    const navigate = useNavigate();
    const createPath = useCreatePath();
    const listPath = createPath({ resource, type: 'list' });
    const sufijo = accion ? `/${accion}` : '';
    const creating = matchPath(`${listPath}/create`, pathname) !== null;
    const editId = creating ? undefined : matchPath(`${listPath}/:id${sufijo}`, pathname)?.params.id;

    const go = useCallback((to: string) => navigate({ pathname: to, search }), [navigate, search]);
    const openCreate = useCallback(() => go(createPath({ resource, type: 'create' })), [go, createPath, resource]);
    const openEdit = useCallback((id: Identifier) => go(`${createPath({ resource, type: 'edit', id })}${sufijo}`), [go, createPath, resource, sufijo]);
    const close = useCallback(() => go(listPath), [go, listPath]);

    return { creating, editId, openCreate, openEdit, close };
};
