// "Download my data" (docs/privacy.md "Your rights"): a tenant's copy of every record of theirs,
// prepared in the background and mailed as a link that works for a week.

/** What the database keeps of a request. */
export const DATA_EXPORT_STATES = ['preparing', 'ready', 'failed'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** What the tenant and staff see: a ready file whose link has passed its end is expired. */
export type DataExportStatus = DataExportState | 'expired';

/** Days the mailed link works once the file is ready; the file and its request go with it. */
export const DATA_EXPORT_LINK_DAYS = 7;

/** The state as seen at `now`. */
export function dataExportStatus(
  state: DataExportState,
  expiresAt: Date | string,
  now: Date,
): DataExportStatus {
  if (state !== 'ready') return state;
  return new Date(expiresAt).getTime() <= now.getTime() ? 'expired' : 'ready';
}
