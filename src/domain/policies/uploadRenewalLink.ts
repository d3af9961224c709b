// The link that opens the upload wizard to renew an uploaded policy: on the
// dashboard's card and prompt, and in the reminder mail. Its own module, with no imports, so the
// dashboard's chunk does not load the wizard's rules (uploadRenewal.ts) to build a link.
/** The query parameter of the upload wizard that names the upload being renewed. */
export const RENEW_UPLOAD_PARAM = 'renew';

/** The signed-in upload wizard, opened to renew upload `id` (its details filled in). */
export function uploadRenewalPath(uploadPath: string, id: number): string {
  return `${uploadPath}?${RENEW_UPLOAD_PARAM}=${id}`;
}

/** The upload id a wizard link names, or null (anything but a positive whole number). */
export function renewedUploadId(search: string): number | null {
  const value = new URLSearchParams(search).get(RENEW_UPLOAD_PARAM);
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
