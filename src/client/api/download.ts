import type { FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** A downloaded document: an object URL of its bytes, and the file name the server gave it. */
export interface EoiFile {
  url: string;
  /** From Content-Disposition; null when the server named none. */
  fileName: string | null;
}

/**
 * The request of an evidence-of-insurance download: a PDF answer is read as a Blob, an error
 * answer as JSON (the base query reads its message, a 401 or a two-factor 403 from it).
 */
export function eoiDownload(url: string, policyId: number): FetchArgs {
  return {
    url,
    params: { policy_id: policyId },
    responseHandler: async (response) =>
      response.ok ? response.blob() : response.json().catch(() => null),
  };
}

/** The file name of a Content-Disposition header (`attachment; filename="eoi.pdf"`), if any. */
export function fileNameOf(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoded name: fall back to the plain one.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

/** The answer as the screen gets it; `meta` is the base query's (fetchBaseQuery: its response). */
export function eoiFileOf(blob: Blob, meta: unknown): EoiFile {
  const response = (meta as FetchBaseQueryMeta | undefined)?.response;
  return {
    url: URL.createObjectURL(blob),
    fileName: fileNameOf(response?.headers.get('content-disposition')),
  };
}
