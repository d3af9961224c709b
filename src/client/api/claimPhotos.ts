import type { FetchArgs } from '@reduxjs/toolkit/query';

/**
 * A claim photo upload: the file itself as the body, with its own type, so the
 * API never receives megabytes of JSON. The base query sends a Blob as it is.
 */
export function claimPhotoUpload(policyId: number, file: Blob): FetchArgs {
  return {
    url: `/v2/claim/${policyId}/photos`,
    method: 'POST',
    headers: { 'content-type': file.type },
    body: file,
  };
}

/** A claim photo read with the Token header (an <img src> could not send it), as a Blob. */
export function claimPhotoDownload(photoId: string, size: 'thumb' | 'full'): FetchArgs {
  return {
    url: `/v2/claim-photos/${photoId}`,
    params: { size },
    responseHandler: async (response) =>
      response.ok ? response.blob() : response.json().catch(() => null),
  };
}
