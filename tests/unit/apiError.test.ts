import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { describeApiError, describeDetail, toHttpError } from '../../src/common/apiError';

describe('describeApiError (CONVENTIONS §2)', () => {
    it('reports the first item of a 422 list with the last part of its location', () => {
        const body = {
            detail: [
                { loc: ['body', 'email'], msg: 'El email no tiene un formato válido.', type: 'value_error' },
                { loc: ['body', 'contrasena'], msg: 'La contraseña debe tener al menos 8 caracteres.', type: 'too_short' },
            ],
        };
        const { message, fieldErrors } = describeApiError(422, 'Unprocessable Entity', body);
        expect(message).toBe("Error en el campo 'email': El email no tiene un formato válido.");
        expect(fieldErrors).toEqual({
            email: 'El email no tiene un formato válido.',
            contrasena: 'La contraseña debe tener al menos 8 caracteres.',
        });
    });

    it('nests field errors for nested locations and keeps the first message per field', () => {
        const body = {
            detail: [
                { loc: ['body', 'variantes', 0, 'sku'], msg: 'El SKU es obligatorio.', type: 'x' },
                { loc: ['body', 'variantes', 0, 'sku'], msg: 'Otro mensaje.', type: 'x' },
                { loc: ['query', 'limit'], msg: 'Máximo 1000.', type: 'x' },
            ],
        };
        const { message, fieldErrors } = describeApiError(422, 'Unprocessable Entity', body);
        expect(message).toBe("Error en el campo 'sku': El SKU es obligatorio.");
        expect(fieldErrors).toEqual({ variantes: { 0: { sku: 'El SKU es obligatorio.' } }, limit: 'Máximo 1000.' });
    });

    it('uses a string detail as is', () => {
        const body = { detail: 'Ya existe un usuario registrado con ese email.' };
        expect(describeApiError(409, 'Conflict', body)).toEqual({
            message: 'Ya existe un usuario registrado con ese email.',
        });
    });

    it('falls back to the status and its text without a usable detail', () => {
        expect(describeApiError(500, 'Internal Server Error', null).message).toBe('Error 500: Internal Server Error');
        expect(describeApiError(502, 'Bad Gateway', '<html>proxy</html>').message).toBe('Error 502: Bad Gateway');
        expect(describeApiError(422, 'Unprocessable Entity', { detail: [] }).message).toBe(
            'Error 422: Unprocessable Entity',
        );
        expect(describeApiError(500, '', { detail: '' }).message).toBe('Error 500');
    });

    it('describeDetail is undefined when the body has no detail', () => {
        expect(describeDetail({ mensaje: 'ok' })).toBeUndefined();
        expect(describeDetail(undefined)).toBeUndefined();
    });
});

describe('toHttpError', () => {
    it('gives react-admin forms the field errors and the message as root server error', () => {
        const body = { detail: [{ loc: ['body', 'nombre'], msg: 'El nombre es obligatorio.', type: 'missing' }] };
        const error = toHttpError(422, 'Unprocessable Entity', body);
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(422);
        expect(error.message).toBe("Error en el campo 'nombre': El nombre es obligatorio.");
        expect(error.body.errors).toEqual({
            nombre: 'El nombre es obligatorio.',
            root: { serverError: "Error en el campo 'nombre': El nombre es obligatorio." },
        });
        expect(error.body.detail).toEqual(body.detail);
    });

    it('keeps the body untouched for other errors', () => {
        const body = { detail: 'No tiene permiso para realizar esta acción.' };
        const error = toHttpError(403, 'Forbidden', body);
        expect(error.message).toBe('No tiene permiso para realizar esta acción.');
        expect(error.status).toBe(403);
        expect(error.body).toBe(body);
    });
});
