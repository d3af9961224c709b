import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UploadPolicy } from '../../../domain/upload/payload';
import type { Locale } from '../../../domain/i18n/locales';
import {
  backStep,
  hasLease,
  type ProofCheckLike,
  type WizardStep,
  type WizardTenant,
} from '../../../domain/upload/wizard';
import type { TenantRecord } from '../../api/generated/api';

/**
 * The upload wizard's answers and step (docs/product.md "Upload wizard", "States"), persisted so a
 * reload resumes at the same step with the answers. The PDF itself is not kept (it can be
 * megabytes, and browser storage is small and readable by anyone at the computer): only its name,
 * so the wizard can ask for the file again.
 */

/** Step 1's parts: the e-mail lookup, then (for a new tenant) personal and rental information. */
export type AccountPhase = 'email' | 'personal' | 'rental';

export interface PersonalAnswers {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface RentalAnswers {
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  unit: string;
  propertyManager: string;
  /**
   * The partner property's manager when the address is one (the same server call and
   * answer as the quote flow's address check), kept while the tenant keeps its company: what the
   * confirmations and the liability rule use. Optional: a store saved before had none.
   */
  partner?: PartnerManager | null;
}

/** A partner property's manager as validateAddress answers it (openapi PropertyManager). */
export interface PartnerManager {
  management_company: string;
  interested_party?: string | null;
  interested_party_mailing_address?: string | null;
  liability_limit?: number | null;
}

/** The check of the document (openapi PolicyFileValidation), shown on the review step. */
export interface ProofSummary {
  outcome: 'valid' | 'needsReview' | 'invalid';
  checks: ProofCheckLike[];
  /** The language the server wrote the checks' reasons in (the request's); absent: unknown. */
  locale?: Locale;
}

/** Why the wizard shows its failure screen: a call that could not be made, or the upload. */
export type UploadFailure = 'network' | 'upload';

export interface UploadState {
  step: WizardStep;
  phase: AccountPhase;
  lookupEmail: string;
  /** The signed-in tenant's own record: back from step 1 restores it (docs/product.md "States"). */
  original: TenantRecord | null;
  /**
   * Whom the upload is for: the original, or the tenant the lookup found (to a visitor, only
   * what the screens need: openapi TenantFound).
   */
  tenant: WizardTenant | null;
  /** Step 2 was reached with a known lease (lease index 0): back from 2 goes to 0 (docs/product.md "States"). */
  hadLease: boolean;
  personal: PersonalAnswers | null;
  rental: RentalAnswers | null;
  /** The policy form as typed so far (a draft until it passes the check). */
  policy: UploadPolicy | null;
  fileName: string | null;
  override: boolean;
  /** What the check found (optional: a store saved before had none). */
  proof?: ProofSummary | null;
  failure: UploadFailure | null;
  /** Shown on the success step. */
  doneName: string;
  /** A new tenant's login waits for their e-mail proof (the token the upload answered). */
  newUser: { email: string; token: string | null } | null;
}

export const initialUploadState: UploadState = {
  step: 0,
  phase: 'email',
  lookupEmail: '',
  original: null,
  tenant: null,
  hadLease: false,
  personal: null,
  rental: null,
  policy: null,
  fileName: null,
  override: false,
  proof: null,
  failure: null,
  doneName: '',
  newUser: null,
};

export const uploadSlice = createSlice({
  name: 'upload',
  initialState: initialUploadState,
  reducers: {
    /** The signed-in tenant's record arrived; before the tenant moves on it is whom we upload for. */
    originalTenantLoaded(state, action: PayloadAction<TenantRecord | null>) {
      state.original = action.payload;
      if (state.step === 0) state.tenant = action.payload;
    },
    /** docs/product.md "States": 0 → 1 on Upload PDF, or straight to 2 with a known lease. */
    uploadPdfChosen(state) {
      if (hasLease(state.tenant)) {
        state.step = 2;
        state.hadLease = true;
      } else {
        state.step = 1;
        state.phase = 'email';
      }
    },
    /** docs/product.md "States": a tenant with leases proceeds to step 2 (lease index 0). */
    leasedTenantFound(state, action: PayloadAction<{ email: string; tenant: WizardTenant }>) {
      state.lookupEmail = action.payload.email;
      state.tenant = action.payload.tenant;
      state.personal = null;
      state.rental = null;
      state.hadLease = true;
      state.step = 2;
    },
    /** docs/product.md "States": no lease (or nothing found): personal, then rental information. */
    collectionStarted(
      state,
      action: PayloadAction<{ email: string; tenant: WizardTenant | null }>,
    ) {
      state.lookupEmail = action.payload.email;
      state.tenant = action.payload.tenant;
      state.phase = 'personal';
    },
    personalSaved(state, action: PayloadAction<PersonalAnswers>) {
      state.personal = action.payload;
      state.phase = 'rental';
    },
    rentalSaved(state, action: PayloadAction<RentalAnswers>) {
      state.rental = action.payload;
      state.hadLease = false;
      state.step = 2;
    },
    policyDrafted(state, action: PayloadAction<{ policy: UploadPolicy; fileName: string | null }>) {
      state.policy = action.payload.policy;
      state.fileName = action.payload.fileName;
    },
    /** docs/product.md "States": 2 → 3 after the check passed, or 'Upload Anyway' (override). */
    policyChecked(
      state,
      action: PayloadAction<{
        policy: UploadPolicy;
        fileName: string;
        override: boolean;
        proof?: ProofSummary | null;
      }>,
    ) {
      state.policy = action.payload.policy;
      state.fileName = action.payload.fileName;
      state.override = action.payload.override;
      state.proof = action.payload.proof ?? null;
      state.step = 3;
    },
    /** docs/product.md "States" back rules; 1 → 0 restores the original account and forgets the lookup. */
    wentBack(state) {
      const to = backStep(state.step, state.hadLease);
      if (to === null) return;
      if (state.step === 1) {
        state.tenant = state.original;
        state.phase = 'email';
        state.lookupEmail = '';
        state.personal = null;
        state.rental = null;
      }
      if (state.step === 2 && to === 1) state.phase = 'rental';
      if (state.step === 3) {
        state.override = false;
        state.proof = null;
      }
      state.step = to;
    },
    uploadSucceeded(
      state,
      action: PayloadAction<{ name: string; newUser: UploadState['newUser'] }>,
    ) {
      state.step = 100;
      state.doneName = action.payload.name;
      state.newUser = action.payload.newUser;
      state.policy = null;
      state.fileName = null;
      state.proof = null;
    },
    uploadFailed(state, action: PayloadAction<UploadFailure>) {
      state.failure = action.payload;
    },
    /**
     * The wizard opened to renew an upload (the reminder's link): a fresh wizard for the
     * signed-in tenant with the policy form filled in, and the upload's lease first (lease index
     * 0 is the one an upload is for, docs/product.md "States").
     */
    renewalStarted(state, action: PayloadAction<{ policy: UploadPolicy; leaseId: number | null }>) {
      const original = state.original;
      const leases = original?.leases ?? [];
      const chosen = leases.find((l) => l.id === action.payload.leaseId);
      const tenant =
        original && chosen
          ? { ...original, leases: [chosen, ...leases.filter((l) => l !== chosen)] }
          : original;
      return { ...initialUploadState, original, tenant, policy: action.payload.policy };
    },
    /** 'Reset the form' and a finished upload: a fresh wizard for the same signed-in tenant. */
    uploadReset(state) {
      return { ...initialUploadState, original: state.original, tenant: state.original };
    },
  },
});

export const {
  originalTenantLoaded,
  uploadPdfChosen,
  leasedTenantFound,
  collectionStarted,
  personalSaved,
  rentalSaved,
  policyDrafted,
  policyChecked,
  wentBack,
  uploadSucceeded,
  uploadFailed,
  uploadReset,
  renewalStarted,
} = uploadSlice.actions;
