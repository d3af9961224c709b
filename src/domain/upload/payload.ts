// The upload wizard's requests (docs/product.md "Records" upload payload, "Calls"; openapi
// ThirdPartyUploadRequest, AccountUploadRequest, ValidatePolicyFileRequest): built once here from
// the wizard's answers.
import { liabilityAmount } from '../validation/upload';

/** Whom the policy is for: a known lease, or a new tenant's typed identity and rental. */
export interface UploadSubject {
  email: string;
  firstName: string;
  lastName: string;
  leaseId: number | null;
  address: { streetAddress: string; unit: string; city: string; state: string; zip: string };
  propertyManager: string;
}

/** The policy form as typed (docs/product.md "Records" upload form); the file travels apart (never persisted). */
export interface UploadPolicy {
  startDate: string;
  endDate: string;
  provider: string;
  policyNumber: string;
  liabilityCoverage: string;
}

export interface UploadFile {
  name: string;
  dataUrl: string;
}

/** Only the strings that carry something: the contract refuses nulls and empty patterns. */
function present<T extends Record<string, string | undefined>>(fields: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(fields) as Array<[keyof T, string | undefined]>) {
    const text = value?.trim();
    if (text) out[key] = text as T[keyof T];
  }
  return out;
}

function policyFields(policy: UploadPolicy) {
  return {
    startDate: policy.startDate,
    endDate: policy.endDate,
    carrierName: policy.provider.trim(),
    policyNumber: policy.policyNumber.trim(),
    liabilityCoverage: liabilityAmount(policy.liabilityCoverage),
  };
}

function subjectFields(subject: UploadSubject) {
  return present({
    address: subject.address.streetAddress,
    city: subject.address.city,
    state: subject.address.state,
    zip_code: subject.address.zip,
    unit: subject.address.unit,
    firstName: subject.firstName,
    lastName: subject.lastName,
    propertyManager: subject.propertyManager,
  });
}

/**
 * POST /thirdPartyPolicy/upload (docs/product.md "Records"): tenantEmail, leaseId, selectedFile
 * (data URL), selectedFileName, override, dates, carrierName, policyNumber, liabilityCoverage as a
 * number, address fields, newPassword (new users only), names and propertyManager.
 */
export function thirdPartyUploadPayload(
  subject: UploadSubject,
  policy: UploadPolicy,
  file: UploadFile,
  override: boolean,
  newPassword: string | null,
) {
  return {
    tenantEmail: subject.email.trim(),
    leaseId: subject.leaseId,
    selectedFile: file.dataUrl,
    selectedFileName: file.name,
    override,
    ...policyFields(policy),
    ...subjectFields(subject),
    ...(newPassword ? { newPassword } : {}),
  };
}

/** POST /account/upload: the signed-in tenant's own lease; identity comes from the token. */
export function accountUploadPayload(
  leaseId: number,
  policy: UploadPolicy,
  file: UploadFile,
  override: boolean,
) {
  return {
    leaseId,
    selectedFile: file.dataUrl,
    selectedFileName: file.name,
    override,
    ...policyFields(policy),
  };
}

/**
 * POST /thirdPartyPolicy/validate: the file, the lease or chosen company naming the interested
 * party, and what the tenant typed (the declarations page is checked against it).
 */
export function validatePayload(subject: UploadSubject, policy: UploadPolicy, file: UploadFile) {
  const { propertyManager, ...rest } = subjectFields(subject);
  return {
    selectedFile: file.dataUrl,
    selectedFileName: file.name,
    ...(subject.leaseId !== null ? { leaseId: subject.leaseId } : { propertyManager }),
    ...(subject.email.trim() ? { tenantEmail: subject.email.trim() } : {}),
    ...policyFields(policy),
    ...rest,
  };
}

/** A data URL of the PDF as the contract wants it, whatever type the browser guessed. */
export function asPdfDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return `data:application/pdf;base64,${comma >= 0 ? dataUrl.slice(comma + 1) : ''}`;
}
