import type { ImportacionRespuesta } from '../../../contracts/importacionApi';
import { getToken } from '../../authStorage';
import { toHttpError } from '../../common/apiError';
import { API_V1 } from '../../apiPaths';
import { NETWORK_ERROR_MESSAGE } from '../../httpClient';

/*
 * The catalogue's file to and from the server. The upload goes through XMLHttpRequest, whose
 * upload events tell how much of a large file has left (fetch cannot): `alSubir` gets the
 * fraction sent, then 1 once the server has it all and is reading it.
 */

/** POST productos/importaciones: the preview, or the import with `confirmar`. Refusals throw react-admin's HttpError (401 logs out). */
export function subirCatalogo(archivo: File, confirmar: boolean, alSubir: (fraccion: number) => void): Promise<ImportacionRespuesta> {
    return new Promise((resolver, rechazar) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', `${API_V1}/productos/importaciones/?confirmar=${confirmar}`);
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
            if (xhr.status >= 200 && xhr.status < 300) resolver(cuerpo as ImportacionRespuesta);
            else rechazar(toHttpError(xhr.status, xhr.statusText, cuerpo));
        };
        const datos = new FormData();
        datos.append('archivo', archivo, archivo.name);
        xhr.send(datos);
    });
}

/** GET productos/exportacion: downloads catalogo.csv or catalogo.xlsx (with the token, so through a blob). */
export async function descargarCatalogo(formato: 'csv' | 'xlsx'): Promise<void> {
    let respuesta: Response;
    try {
        respuesta = await fetch(`${API_V1}/productos/exportacion?formato=${formato}`, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
    } catch {
        throw new Error(NETWORK_ERROR_MESSAGE);
    }
    if (!respuesta.ok) throw toHttpError(respuesta.status, respuesta.statusText, await respuesta.json().catch(() => null));
    const url = URL.createObjectURL(await respuesta.blob());
    const enlace = document.createElement('a');
    enlace.href = url;
    enlace.download = `catalogo.${formato}`;
    document.body.appendChild(enlace);
    enlace.click();
    enlace.remove();
    URL.revokeObjectURL(url);
}
