import { describe, expect, it } from 'vitest';
import { loginSchema, registroSchema } from '../../contracts/auth';
import { addFieldError } from '../../src/common/fieldErrors';
import { zodValidator } from '../../src/common/zodValidator';

describe('zodValidator', () => {
    it('gives each field its first schema message', () => {
        expect(zodValidator(loginSchema)({ username: '   ', password: '' })).toEqual({
            username: 'El usuario es obligatorio.',
            password: 'La contraseña es obligatoria.',
        });
        expect(
            zodValidator(registroSchema)({
                nombre_empresa: 'Tienda',
                nombre_usuario: 'Ana',
                apellido_usuario: 'Pérez',
                email: 'ana@',
                contrasena: 'corta',
            }),
        ).toEqual({
            email: 'El email no tiene un formato válido.',
            contrasena: 'La contraseña debe tener al menos 8 caracteres.',
        });
    });

    it('is empty for valid values', () => {
        expect(zodValidator(loginSchema)({ username: 'ana', password: 'x' })).toEqual({});
    });
});

describe('addFieldError', () => {
    it('nests by path, keeps the first message and never overwrites a parent message', () => {
        const errors = {};
        addFieldError(errors, ['variantes', 0, 'sku'], 'El SKU es obligatorio.');
        addFieldError(errors, ['variantes', 0, 'sku'], 'Otro.');
        addFieldError(errors, ['nombre'], 'Corto.');
        addFieldError(errors, ['nombre', 'x'], 'Nunca.');
        addFieldError(errors, [], 'Ignorado.');
        expect(errors).toEqual({ variantes: { 0: { sku: 'El SKU es obligatorio.' } }, nombre: 'Corto.' });
    });
});
