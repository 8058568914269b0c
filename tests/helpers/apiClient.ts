/** A thin HTTP client for API tests: real requests, parsed answers, nothing mocked. */
export interface ApiResponse<T = any> {
    status: number;
    body: T;
    headers: Headers;
}

export interface RequestOptions {
    method?: string;
    token?: string;
    json?: unknown;
    form?: Record<string, string>;
    raw?: { body: string; contentType: string };
    /** A file upload: multipart/form-data with the file in `campo` ('archivo' unless given). */
    archivo?: ArchivoDePrueba;
    headers?: Record<string, string>;
}

export interface ArchivoDePrueba {
    nombre: string;
    contenido: Uint8Array | string;
    tipo: string;
    campo?: string;
}

export async function request<T = any>(baseUrl: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | FormData | undefined;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
    } else if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(options.form).toString();
    } else if (options.archivo) {
        // fetch writes the multipart boundary into the content type itself.
        const { nombre, contenido, tipo, campo = 'archivo' } = options.archivo;
        body = new FormData();
        body.append(campo, new Blob([contenido as BlobPart], { type: tipo }), nombre);
    } else if (options.raw) {
        headers['content-type'] = options.raw.contentType;
        body = options.raw.body;
    }
    const response = await fetch(baseUrl + path, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
        parsed = text ? JSON.parse(text) : null;
    } catch {
        // not JSON (e.g. index.html): keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
}

let counter = 0;
/** A unique, valid registration payload. */
export function nuevaEmpresa(overrides: Record<string, string> = {}) {
    counter++;
    const tag = `${Date.now().toString(36)}${counter}`;
    return {
        nombre_empresa: `Ferretería Prueba ${tag}`,
        nombre_usuario: 'Ana',
        apellido_usuario: 'Pérez',
        email: `ana.${tag}@ejemplo.mx`,
        contrasena: 'clave-segura-1',
        ...overrides,
    };
}

/** Registers a company and logs its first user in; returns the token and the credentials. */
export async function registrarYEntrar(baseUrl: string, overrides: Record<string, string> = {}) {
    const datos = nuevaEmpresa(overrides);
    const registro = await request(baseUrl, '/api/public/registro', { json: datos });
    if (registro.status !== 201) throw new Error(`registro falló: ${registro.status} ${JSON.stringify(registro.body)}`);
    const login = await request(baseUrl, '/api/login/token', { form: { username: datos.email, password: datos.contrasena } });
    if (login.status !== 200) throw new Error(`login falló: ${login.status} ${JSON.stringify(login.body)}`);
    return { token: login.body.access_token as string, datos };
}
