import { msg } from '@lingui/core/macro';
import type { DataOf, Endpoint, InputOf } from '@/shared/api/endpoint';
import { ApiError, type CallOptions, notify, refreshSession, request, unwrap } from './api-client';
import { i18n } from './i18n';
import { session } from './session';

/**
 * Sends a multipart endpoint's form (`input.form`) with XMLHttpRequest, which reports the upload as the bytes
 * go out (fetch does not): `onProgress` gets the share sent, 0–1. Same credentials, refresh on 401, envelope
 * and ApiError as `api()`. Apart from the API client, which every page loads: only upload screens load this.
 */
export async function apiUpload<E extends Endpoint>(
  endpoint: E,
  input: Partial<InputOf<E>> & { form: FormData },
  options: CallOptions & { onProgress?: (sent: number) => void } = {},
): Promise<DataOf<E>> {
  const upload = () =>
    new Promise<Response>((resolve, reject) => {
      const { url, headers, background } = request(endpoint, input, options);
      const xhr = new XMLHttpRequest();
      xhr.open(endpoint.method, url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
      };
      const done = () => notify('end', background);
      xhr.onload = () => {
        done();
        const responseHeaders = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) responseHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        const body = xhr.status === 204 ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status, headers: responseHeaders }));
      };
      xhr.onerror = () => {
        done();
        reject(new ApiError(0, i18n._(msg`No connection to the server`)));
      };
      xhr.onabort = () => {
        done();
        reject(new DOMException('The upload was cancelled', 'AbortError'));
      };
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      notify('start', background);
      xhr.send(input.form);
    });
  const current = session.get();
  if (endpoint.auth === 'user' && current && current.expiresAt - Date.now() < 30_000) await refreshSession();
  let response = await upload();
  if (response.status === 401 && endpoint.auth === 'user' && session.get() && (await refreshSession())) {
    response = await upload();
  }
  options.onProgress?.(1);
  return unwrap<DataOf<E>>(response);
}
