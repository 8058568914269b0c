import { TableCell, TableFooter, TableRow } from '@mui/material';

/** A table's closing row: the label under the other columns, the amount (already formatted) under the last. */
export const TotalFooter = ({ label, total, columnas, testId }: { label: string; total: string; columnas: number; testId?: string }) => (
    <TableFooter>
        <TableRow>
            <TableCell colSpan={columnas - 1} align="right">
                <strong>{label}</strong>
            </TableCell>
            <TableCell align="right" data-testid={testId}>
                <strong>{total}</strong>
            </TableCell>
        </TableRow>
    </TableFooter>
);
