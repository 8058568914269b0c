import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { Notificacion } from '../../src/layout';

const Avisar = ({ mensajes }: { mensajes: string[] }) => {
    const notify = useNotify();
    return <button onClick={() => mensajes.forEach((m) => notify(m, { messageArgs: { _: m } }))}>Avisar</button>;
};

const renderAvisos = (mensajes: string[]) =>
    render(
        <AdminContext i18nProvider={i18nProvider}>
            <Avisar mensajes={mensajes} />
            <Notificacion />
        </AdminContext>,
    );

const espera = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('notifications one after another', () => {
    it('a message waiting behind another shows within two seconds, not after the first has run its 4 s', async () => {
        renderAvisos(['Primer aviso', 'Segundo aviso']);
        await userEvent.click(screen.getByRole('button', { name: 'Avisar' }));
        expect(await screen.findByText('Primer aviso')).toBeInTheDocument();
        expect(await screen.findByText('Segundo aviso', undefined, { timeout: 2500 })).toBeInTheDocument();
    });

    it('a message alone keeps its full time on screen', async () => {
        renderAvisos(['Aviso solo']);
        await userEvent.click(screen.getByRole('button', { name: 'Avisar' }));
        expect(await screen.findByText('Aviso solo')).toBeInTheDocument();
        await espera(2500);
        expect(screen.getByText('Aviso solo')).toBeInTheDocument();
    });
});
