import type { Endpoint, OutputOf } from '@school/contract/endpoint';
import { ApiError, headers, REQUEST_TIMEOUT_MS, TransportCode, unwrap } from './request.ts';
import type { RequestOptions } from './request.ts';

/**
 * Uploads and downloads (spec §8/§9): XMLHttpRequest rather than fetch because it reports upload
 * progress. Same time-out as requests (60 s, code 5) and abort code (600003); a network failure
 * is 602001 here. Kept apart from request.ts so the screens that never transfer files do not
 * download this code.
 */
export interface TransferOptions extends RequestOptions {
  /** Progress 0..1 when the total size is known. */
  onProgress?: (fraction: number, loaded: number, total: number) => void;
}

/**
 * One XMLHttpRequest with the spec's transport codes: time-out 5, abort 600003, network failure
 * 602001. XMLHttpRequest rather than fetch because it reports upload progress.
 */
function transfer<T>(
  method: 'GET' | 'POST',
  url: string,
  body: FormData | null,
  responseType: 'json' | 'blob',
  options: TransferOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    xhr.responseType = responseType;
    for (const [k, v] of Object.entries(headers(false))) xhr.setRequestHeader(k, v);

    const progress = (e: ProgressEvent) => {
      if (e.lengthComputable && e.total > 0)
        options.onProgress?.(e.loaded / e.total, e.loaded, e.total);
    };
    (body ? xhr.upload : xhr).addEventListener('progress', progress);

    const onAbort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.addEventListener('load', () => {
      done();
      if (responseType === 'blob' && xhr.status >= 200 && xhr.status < 300) {
        resolve(xhr.response as T);
        return;
      }
      try {
        const parsed = responseType === 'json' ? xhr.response : null;
        if (responseType === 'json' && parsed) {
          resolve(unwrap<T>(parsed, TransportCode.TRANSFER_NETWORK));
          return;
        }
      } catch (e) {
        reject(e);
        return;
      }
      reject(new ApiError(TransportCode.TRANSFER_NETWORK, `HTTP ${xhr.status}`, 'network'));
    });
    xhr.addEventListener('timeout', () => {
      done();
      reject(new ApiError(TransportCode.TIMEOUT, 'transfer timed out', 'timeout'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new ApiError(TransportCode.ABORTED, 'transfer aborted', 'abort'));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiError(TransportCode.TRANSFER_NETWORK, 'network failure', 'network'));
    });

    if (options.signal?.aborted) {
      xhr.abort();
      return;
    }
    options.signal?.addEventListener('abort', onAbort);
    xhr.send(body);
  });
}

/** Uploads one file as multipart form data (field `file` unless named) to a POST endpoint. */
export function upload<E extends Endpoint>(
  endpoint: E,
  file: Blob,
  options: TransferOptions & {
    fieldName?: string;
    fileName?: string;
    fields?: Record<string, string>;
  } = {},
): Promise<OutputOf<E>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
  form.append(options.fieldName ?? 'file', file, options.fileName ?? (file as File).name ?? 'file');
  return transfer<OutputOf<E>>('POST', endpoint.path, form, 'json', options);
}

/** Downloads a file (e.g. `/uploads/...`) as a Blob. */
export function download(url: string, options: TransferOptions = {}): Promise<Blob> {
  return transfer<Blob>('GET', url, null, 'blob', options);
}
