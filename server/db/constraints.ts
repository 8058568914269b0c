/** Which constraint a write broke, the same question asked of both drivers' errors. */
interface DriverError {
    code?: string;
    constraint?: string;
    table?: string;
    message?: string;
}

/** The violated unique constraint's description ("usuarios.usuario", "usuarios_usuario_key"), or null. */
export function uniqueViolation(error: unknown): string | null {
    const e = error as DriverError;
    if (e?.code === '23505') return `${e.table ?? ''}.${e.constraint ?? ''}`;
    if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
        return e.message?.replace(/^UNIQUE constraint failed: /, '') ?? '';
    }
    return null;
}

export function isForeignKeyViolation(error: unknown): boolean {
    const code = (error as DriverError)?.code;
    return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

export function isCheckViolation(error: unknown): boolean {
    const code = (error as DriverError)?.code;
    return code === '23514' || code === 'SQLITE_CONSTRAINT_CHECK';
}
