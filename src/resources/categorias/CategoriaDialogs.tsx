import type { Identifier } from 'react-admin';
import { categoriaInput } from '../../../contracts/categorias';
import { CreateDialog, EditDialog } from '../../common/FormDialog';
import { CategoriaInputs } from './CategoriaInputs';

interface CategoriaCreateProps {
    open: boolean;
    onClose: () => void;
}

export const CategoriaCreate = ({ open, onClose }: CategoriaCreateProps) => (
    <CreateDialog
        resource="categorias"
        title="resources.categorias.dialog.create"
        open={open}
        onClose={onClose}
        schema={categoriaInput}
        errorPrefix="resources.categorias.errors.create"
        fallbackMessage="resources.categorias.fallback.create"
        maxWidth="xs"
    >
        <CategoriaInputs />
    </CreateDialog>
);

export const CategoriaEdit = ({ id, onClose }: { id: Identifier | null; onClose: () => void }) => (
    <EditDialog
        resource="categorias"
        id={id}
        title="resources.categorias.dialog.edit"
        open={id != null}
        onClose={onClose}
        schema={categoriaInput}
        // Only the name goes in the PUT body (spec §7).
        transform={({ nombre }) => ({ nombre })}
        errorPrefix="resources.categorias.errors.update"
        fallbackMessage="resources.categorias.fallback.update"
        maxWidth="xs"
    >
        <CategoriaInputs />
    </EditDialog>
);
