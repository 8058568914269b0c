import { Box, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface LineaTelefonoProps {
    /** The record's name, first line. */
    primario: ReactNode;
    /** Right of the first line: the figure (a stock, a total, an amount). */
    terciario?: ReactNode;
    /** The second line: what the table's other columns say. */
    secundario?: ReactNode;
    /** Where a tap on the text leads: the whole text is then one link. */
    to?: string;
    /** The record's buttons, on a line of their own below the text. */
    acciones?: ReactNode;
}

/**
 * One record on a phone, in place of a table's row: a react-admin list's (ListaTelefono.tsx), a
 * hand-built table's or a document's line. Place it in a MUI `List`.
 */
export const LineaTelefono = ({ primario, terciario, secundario, to, acciones }: LineaTelefonoProps) => {
    const texto = (
        <ListItemText
            primary={
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                    <span>{primario}</span>
                    {terciario != null && (
                        // Never split: a figure broken over two lines reads as two.
                        <Box component="span" sx={{ flexShrink: 0, whiteSpace: 'nowrap', color: 'text.secondary' }}>
                            {terciario}
                        </Box>
                    )}
                </Box>
            }
            secondary={secundario}
            // Blocks, not SimpleList's span and p, so a badge or any block a page passes nests validly.
            slotProps={{ primary: { component: 'div' }, secondary: { component: 'div' } }}
            // A long name or e-mail wraps inside the screen rather than past its edge.
            sx={{ overflowWrap: 'anywhere' }}
        />
    );
    return (
        // With buttons under it, a line needs its divider: they would read as the next record's.
        <ListItem disablePadding={Boolean(to)} divider={Boolean(acciones)} sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
            {to ? (
                <ListItemButton component={Link} to={to}>
                    {texto}
                </ListItemButton>
            ) : (
                texto
            )}
            {/* Beside the link, not in it: a button inside a link is neither a button nor a link to a screen reader. */}
            {acciones && <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, ...(to ? { px: 2, pb: 1 } : {}) }}>{acciones}</Box>}
        </ListItem>
    );
};

/** One code or figure: it moves whole to the next line rather than break at a hyphen ('ELE-/CIN-/N') or part from its label, unless longer than a line. */
export const Entero = ({ children }: { children: ReactNode }) => (
    <Box component="span" sx={{ display: 'inline-block' }}>
        {children}
    </Box>
);

/** A line's second row of codes and figures: those present, each kept whole, joined with ' · '. */
export const Partes = ({ de }: { de: (string | null | undefined)[] }) => (
    <>
        {de.filter(Boolean).map((parte, i) => (
            <Fragment key={i}>
                {i > 0 && ' · '}
                <Entero>{parte}</Entero>
            </Fragment>
        ))}
    </>
);

/**
 * A phone's closing line under a list of lines, in place of a table's TotalFooter: the label at
 * the left and the amount at the right, under the lines' own figures, never cut at the edge.
 */
export const TotalTelefono = ({ label, total, testId }: { label: string; total: string; testId?: string }) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
        <strong>{label}</strong>
        <Box component="strong" data-testid={testId} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {total}
        </Box>
    </Box>
);
