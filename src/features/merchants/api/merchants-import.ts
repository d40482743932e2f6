import { apiUpload } from '@/lib/api-upload';
import { merchantEndpoints } from '@/shared/api/endpoints/merchants';
import type { MerchantImportData } from '@/shared/schemas/merchants';

type Progress = { onProgress?: (sent: number) => void; signal?: AbortSignal };

const formOf = (file: Blob, name: string) => {
  const form = new FormData();
  form.set('file', file, name);
  return form;
};

/** Checks a file without applying it: the counts, the skipped rows and the token its confirmation sends back. */
export function previewMerchantImport(file: File, options: Progress = {}): Promise<MerchantImportData> {
  return apiUpload(
    merchantEndpoints.merchantsImport,
    { query: { preview: 'true' }, form: formOf(file, file.name) },
    { ...options, background: true },
  );
}

/** Applies the previewed file in one transaction; 409 (nothing applied) if it or its merchants changed since. */
export function confirmMerchantImport(
  file: File,
  previewToken: string,
  idempotencyKey: string,
  options: Progress = {},
): Promise<MerchantImportData> {
  return apiUpload(
    merchantEndpoints.merchantsImport,
    { query: { previewToken }, form: formOf(file, file.name) },
    { ...options, idempotencyKey },
  );
}
