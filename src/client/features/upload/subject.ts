import { DEFAULT_MIN_LIABILITY } from '../../../domain/constants';
import type { UploadSubject } from '../../../domain/upload/payload';
import type { UploadState } from './uploadSlice';

/** The lease the upload is for: lease index 0 of a tenant known with leases (docs/product.md "States"). */
export function leaseOf(state: UploadState) {
  return state.hadLease ? (state.tenant?.leases[0] ?? null) : null;
}

/** Whom the policy is for, from the known lease or the new tenant's answers. */
export function subjectOf(state: UploadState): UploadSubject {
  const lease = leaseOf(state);
  if (lease && state.tenant) {
    return {
      email: state.tenant.tenant_email,
      firstName: state.tenant.first_name,
      // A visitor's lookup answers no last name or lease address (openapi TenantFound): the
      // screens leave them out and the server takes them from the record.
      lastName: state.tenant.last_name ?? '',
      leaseId: lease.id,
      address: {
        streetAddress: lease.property.rental_address ?? '',
        unit: lease.unit ?? '',
        city: lease.property.city ?? '',
        state: lease.property.state ?? '',
        zip: lease.property.zip_code ?? '',
      },
      propertyManager: lease.property.property_manager?.management_company ?? '',
    };
  }
  const { personal, rental } = state;
  return {
    email: personal?.email ?? state.lookupEmail,
    firstName: personal?.firstName ?? state.tenant?.first_name ?? '',
    lastName: personal?.lastName ?? state.tenant?.last_name ?? '',
    leaseId: null,
    address: {
      streetAddress: rental?.streetAddress ?? '',
      unit: rental?.unit ?? '',
      city: rental?.city ?? '',
      state: rental?.state ?? '',
      zip: rental?.zip ?? '',
    },
    propertyManager: rental?.propertyManager ?? '',
  };
}

/**
 * docs/product.md "Validation" confirmations: the interested party to list (the lease's manager,
 * its interested-party name, or the company chosen), its mailing address (the manager's, by default
 * the support proof mailbox) and the minimum liability (the manager's, default 100,000).
 */
export function interestedPartyOf(state: UploadState, defaultMailingAddress: string) {
  const partner = state.rental?.partner ?? null;
  // A partner property's manager counts while the tenant kept its company.
  const chosen = partner && partner.management_company === state.rental?.propertyManager;
  const manager = leaseOf(state)?.property.property_manager ?? (chosen ? partner : null);
  return {
    name:
      manager?.interested_party || manager?.management_company || subjectOf(state).propertyManager,
    // The company's multi-line address reads as one line in the confirmation.
    mailingAddress: (manager?.interested_party_mailing_address || defaultMailingAddress)
      .split(/\s*\n\s*/)
      .join(', '),
    minLiability: manager?.liability_limit ?? DEFAULT_MIN_LIABILITY,
  };
}
