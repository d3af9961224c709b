/* eslint-disable */
// Generated from openapi.yaml by `npm run codegen`. Do not edit.
import { staffBaseApi as api } from '../staffBaseApi';
export const addTagTypes = ['staff'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      staffLogIn: build.mutation<StaffLogInApiResponse, StaffLogInApiArg>({
        query: (queryArg) => ({
          url: `/v2/staff/login`,
          method: 'POST',
          body: queryArg.staffLogInRequest,
        }),
        invalidatesTags: ['staff'],
      }),
      getStaffMember: build.query<GetStaffMemberApiResponse, GetStaffMemberApiArg>({
        query: () => ({ url: `/v2/staff/me` }),
        providesTags: ['staff'],
      }),
      staffLogOut: build.mutation<StaffLogOutApiResponse, StaffLogOutApiArg>({
        query: () => ({ url: `/v2/staff/logout`, method: 'POST' }),
        invalidatesTags: ['staff'],
      }),
      listStaffProofs: build.query<ListStaffProofsApiResponse, ListStaffProofsApiArg>({
        query: (queryArg) => ({
          url: `/v2/staff/proofs`,
          params: {
            status: queryArg.status,
          },
        }),
        providesTags: ['staff'],
      }),
      getStaffProof: build.query<GetStaffProofApiResponse, GetStaffProofApiArg>({
        query: (queryArg) => ({
          url: `/v2/staff/proofs/${queryArg.policyId}`,
        }),
        providesTags: ['staff'],
      }),
      getStaffProofDocument: build.query<
        GetStaffProofDocumentApiResponse,
        GetStaffProofDocumentApiArg
      >({
        query: (queryArg) => ({
          url: `/v2/staff/proofs/${queryArg.policyId}/document`,
        }),
        providesTags: ['staff'],
      }),
      approveStaffProof: build.mutation<ApproveStaffProofApiResponse, ApproveStaffProofApiArg>({
        query: (queryArg) => ({
          url: `/v2/staff/proofs/${queryArg.policyId}/approve`,
          method: 'POST',
        }),
        invalidatesTags: ['staff'],
      }),
      rejectStaffProof: build.mutation<RejectStaffProofApiResponse, RejectStaffProofApiArg>({
        query: (queryArg) => ({
          url: `/v2/staff/proofs/${queryArg.policyId}/reject`,
          method: 'POST',
          body: queryArg.staffProofRejection,
        }),
        invalidatesTags: ['staff'],
      }),
      listStaffDataExports: build.query<
        ListStaffDataExportsApiResponse,
        ListStaffDataExportsApiArg
      >({
        query: () => ({ url: `/v2/staff/data-exports` }),
        providesTags: ['staff'],
      }),
      listStaffAccountDeletions: build.query<
        ListStaffAccountDeletionsApiResponse,
        ListStaffAccountDeletionsApiArg
      >({
        query: () => ({ url: `/v2/staff/account-deletions` }),
        providesTags: ['staff'],
      }),
      listStaffSnapshots: build.query<ListStaffSnapshotsApiResponse, ListStaffSnapshotsApiArg>({
        query: () => ({ url: `/v2/staff/snapshots` }),
        providesTags: ['staff'],
      }),
      getStaffSnapshot: build.query<GetStaffSnapshotApiResponse, GetStaffSnapshotApiArg>({
        query: (queryArg) => ({
          url: `/v2/staff/snapshots/${queryArg.snapshotId}`,
        }),
        providesTags: ['staff'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedStaffApi };
export type StaffLogInApiResponse = /** status 200 The staff session. */ StaffSession;
export type StaffLogInApiArg = {
  staffLogInRequest: StaffLogInRequest;
};
export type GetStaffMemberApiResponse = /** status 200 The member. */ StaffMember;
export type GetStaffMemberApiArg = void;
export type StaffLogOutApiResponse = /** status 200 Logged out. */ SuccessResult;
export type StaffLogOutApiArg = void;
export type ListStaffProofsApiResponse = /** status 200 The proofs. */ StaffProofList;
export type ListStaffProofsApiArg = {
  status?: 'pending' | 'approved' | 'rejected';
};
export type GetStaffProofApiResponse = /** status 200 The proof. */ StaffProof;
export type GetStaffProofApiArg = {
  /** The uploaded (third-party) policy whose proof it is. */
  policyId: number;
};
export type GetStaffProofDocumentApiResponse = /** status 200 The PDF document. */ Blob;
export type GetStaffProofDocumentApiArg = {
  /** The uploaded (third-party) policy whose proof it is. */
  policyId: number;
};
export type ApproveStaffProofApiResponse = /** status 200 The proof as reviewed. */ StaffProof;
export type ApproveStaffProofApiArg = {
  /** The uploaded (third-party) policy whose proof it is. */
  policyId: number;
};
export type RejectStaffProofApiResponse = /** status 200 The proof as reviewed. */ StaffProof;
export type RejectStaffProofApiArg = {
  /** The uploaded (third-party) policy whose proof it is. */
  policyId: number;
  staffProofRejection: StaffProofRejection;
};
export type ListStaffDataExportsApiResponse = /** status 200 The requests. */ StaffDataExportList;
export type ListStaffDataExportsApiArg = void;
export type ListStaffAccountDeletionsApiResponse =
  /** status 200 The deletions. */ StaffAccountDeletionList;
export type ListStaffAccountDeletionsApiArg = void;
export type ListStaffSnapshotsApiResponse = /** status 200 The snapshots. */ StaffSnapshotList;
export type ListStaffSnapshotsApiArg = void;
export type GetStaffSnapshotApiResponse = /** status 200 The snapshot. */ StaffSnapshot;
export type GetStaffSnapshotApiArg = {
  snapshotId: number;
};
export type StaffMember = {
  id: number;
  email: string;
  name: string;
};
export type StaffSession = {
  token: string;
  expiresAt: string;
  staff: StaffMember;
};
export type Error = {
  /** Human-readable; the client shows it. */
  message: string;
  /** Machine-readable reason, for example VALIDATION_ERROR, INVALID_CREDENTIALS, UNAUTHORIZED, TENANT_NOT_FOUND, ACCOUNT_EXISTS, INVALID_CODE, PENDING_TRANSACTION, RENEWAL_LOCKED, NO_ACTIVE_POLICY, STATE_NOT_ALLOWED, NOT_FOUND, PAYLOAD_TOO_LARGE, RATE_LIMITED, CARRIER_UNAVAILABLE, NOT_IMPLEMENTED. */
  code?: string;
};
export type StaffLogInRequest = {
  email: string;
  password: string;
  code: string;
};
export type SuccessResult = {
  success: boolean;
  /** Optional human-readable detail. */
  message?: string;
};
export type ProofCheck = {
  field:
    | 'interestedParty'
    | 'interestedPartyAddress'
    | 'namedInsured'
    | 'policyNumber'
    | 'policyPeriod'
    | 'liability'
    | 'insuredLocation';
  /** pass: found and matching; fail: found and wrong (or required and absent); caution: found but only close (a spelling, an abbreviation, dates a few days off); unknown: not found on the page. */
  verdict: 'pass' | 'fail' | 'caution' | 'unknown';
  /** The value read from the page. */
  found?: string | null;
  /** What it was checked against. */
  expected?: string | null;
  /** One sentence for the tenant (and staff) saying why. */
  reason: string;
};
export type StaffProof = {
  policyId: number;
  tenant: {
    id: number;
    firstName: string;
    lastName: string;
    email: string;
  };
  /** The lease's address (or the one a new tenant typed). */
  leaseAddress?: string | null;
  managementCompany?: {
    name: string;
    minimumLiability: number;
  } | null;
  provider: string;
  carrierPolicyNumber: string;
  startDate: string;
  endDate: string;
  liabilityCoverage: number;
  fileName: string | null;
  uploadedAt: string;
  isValid: boolean;
  readBy: 'text' | 'ocr' | 'none';
  checks: ProofCheck[];
  /** The tenant chose 'Upload Anyway' after a failed check. */
  override: boolean;
  review: {
    status: 'pending' | 'approved' | 'rejected';
    at?: string | null;
    /** The staff member's name, or 'Automatic' for a company's auto-approval. */
    by?: string | null;
    reason?: string | null;
    managerNotifiedAt?: string | null;
  };
  /** The checks' one answer (PolicyFileValidation.outcome), from the stored checks. */
  outcome: 'valid' | 'needsReview' | 'invalid';
};
export type StaffProofList = {
  proofs: StaffProof[];
};
export type StaffProofRejection = {
  /** Mailed to the tenant as written (10 to 500 characters once trimmed). */
  reason: string;
};
export type DataExport = {
  id: number;
  state: 'preparing' | 'ready' | 'expired' | 'failed';
  requestedAt: string;
  /** When the file was ready and its link mailed. */
  readyAt: string | null;
  /** When the link stops working (ready and expired only). */
  expiresAt: string | null;
};
export type StaffDataExport = DataExport & {
  email: string;
  tenantName: string;
};
export type StaffDataExportList = {
  exports: StaffDataExport[];
};
export type RowCount = {
  table: string;
  rows: number;
};
export type AccountDeletion = {
  id: number;
  requestedAt: string;
  /** Null while the request waits for its code. */
  completedAt: string | null;
  /** Rows kept, anonymised, per table (the insurance records). */
  kept: RowCount[];
  /** Rows deleted per table. */
  deleted: RowCount[];
};
export type StaffAccountDeletion = AccountDeletion & {
  tenantId: number;
};
export type StaffAccountDeletionList = {
  deletions: StaffAccountDeletion[];
};
export type StaffSnapshotSummary = {
  id: number;
  createdAt: string;
  email: string;
  /** The signed-in sender's name, else the name the snapshot's answers give. */
  tenantName: string | null;
  subject: string;
  route: string;
  from: string;
  persistVersion: number;
};
export type StaffSnapshotList = {
  snapshots: StaffSnapshotSummary[];
};
export type DiagnosticsSnapshot = {
  kind: 'renters-portal-diagnostics';
  meta: {
    persistVersion: number;
    build: {
      apiVersion: number;
      id: string;
    };
    route: string;
    screen: {
      width: number;
      height: number;
      pixelRatio: number;
    };
    takenAt: string;
    userAgent: string;
    from: string;
    /** The dialogs open on the tenant's screen, the one it was sent from included; the replay opens them again. Absent in snapshots of builds before it was recorded. */
    dialogs?: string[];
  };
  store: {
    [key: string]: any;
  };
};
export type StaffSnapshot = StaffSnapshotSummary & {
  message: string;
  snapshot: DiagnosticsSnapshot;
};
export const {
  useStaffLogInMutation,
  useGetStaffMemberQuery,
  useStaffLogOutMutation,
  useListStaffProofsQuery,
  useGetStaffProofQuery,
  useGetStaffProofDocumentQuery,
  useApproveStaffProofMutation,
  useRejectStaffProofMutation,
  useListStaffDataExportsQuery,
  useListStaffAccountDeletionsQuery,
  useListStaffSnapshotsQuery,
  useGetStaffSnapshotQuery,
} = injectedRtkApi;
