import { getToken } from './authStorage';
import { toHttpError } from './common/apiError';
import { NETWORK_ERROR_MESSAGE } from './httpClient';

/*
 * The transport for files, beside httpClient.ts (JSON): what only the data provider calls. An
 * upload goes through XMLHttpRequest, whose upload events tell how much of a large file has left
 * (fetch cannot): `alSubir` gets the fraction sent, then 1 once the server has it all and is
 * reading it. A download is fetched as a blob with the token and saved under its name.
 */

/** POSTs `archivo` as the multipart field `campo`. Refusals throw react-admin's HttpError (a 401 logs out). */
export function subirArchivo<T>(url: string, campo: string, archivo: File, alSubir: (fraccion: number) => void): Promise<T> {
    return new Promise((resolver, rechazar) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        const token = getToken();
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.upload.onprogress = (e) => {
            if (e.lengthComputable) alSubir(e.loaded / e.total);
        };
        xhr.upload.onload = () => alSubir(1);
        xhr.onerror = () => rechazar(new Error(NETWORK_ERROR_MESSAGE));
        xhr.onload = () => {
            let cuerpo: unknown = null;
            try {
                cuerpo = xhr.responseText ? JSON.parse(xhr.responseText) : null;
            } catch {
                cuerpo = xhr.responseText;
            }
            if (xhr.status >= 200 && xhr.status < 300) resolver(cuerpo as T);
            else rechazar(toHttpError(xhr.status, xhr.statusText, cuerpo));
        };
        const datos = new FormData();
        datos.append(campo, archivo, archivo.name);
        xhr.send(datos);
    });
}

/** GETs `url` and saves it as `nombre` (with the token, so through a blob). */
export async function descargarArchivo(url: string, nombre: string): Promise<void> {
    let respuesta: Response;
    try {
        respuesta = await fetch(url, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
    } catch {
        throw new Error(NETWORK_ERROR_MESSAGE);
    }
    if (!respuesta.ok) throw toHttpError(respuesta.status, respuesta.statusText, await respuesta.json().catch(() => null));
    const blob = URL.createObjectURL(await respuesta.blob());
    const enlace = document.createElement('a');
    enlace.href = blob;
    enlace.download = nombre;
    document.body.appendChild(enlace);
    enlace.click();
    enlace.remove();
    URL.revokeObjectURL(blob);
}
