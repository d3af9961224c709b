import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { messageOf } from '../../api/answers';
import { generatedStaffApi } from '../../api/generated/staffApi';

/** A fetched PDF as the screen shows it: an object URL of its bytes (serializable, unlike a Blob). */
export interface StaffDocument {
  url: string;
}

/**
 * The generated staff endpoints, and the PDF read as bytes into an object URL (the generated
 * query types it as a Blob, which is not serializable state). Decisions refetch the lists and the
 * proof through the generated 'staff' tag; the PDF being read is not refetched (nor its opening
 * recorded again).
 */
export const staffApi = generatedStaffApi.injectEndpoints({
  endpoints: (build) => ({
    staffProofDocument: build.query<StaffDocument, number>({
      query: (policyId) => ({
        url: `/v2/staff/proofs/${policyId}/document`,
        responseHandler: async (response: Response) =>
          response.ok ? response.blob() : response.json().catch(() => null),
      }),
      transformResponse: (blob: Blob) => ({ url: URL.createObjectURL(blob) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useStaffLogInMutation,
  useStaffLogOutMutation,
  useListStaffProofsQuery,
  useGetStaffProofQuery,
  useStaffProofDocumentQuery,
  useApproveStaffProofMutation,
  useRejectStaffProofMutation,
  useListStaffSnapshotsQuery,
  useGetStaffSnapshotQuery,
  useListStaffDataExportsQuery,
  useListStaffAccountDeletionsQuery,
} = staffApi;

/** The server's message of a failed staff call, else the console's own. */
export function staffErrorText(error: unknown, fallback: string): string {
  const isHttp = !!error && typeof error === 'object' && 'status' in error;
  return (isHttp ? messageOf(error as FetchBaseQueryError) : undefined) ?? fallback;
}
