import type { AppContext } from '../context';
import { accountHandlers } from './account';
import { accountDeletionHandlers } from './accountDeletion';
import { accountUpdateHandlers } from './accountUpdate';
import { associationHandlers } from './association';
import { carrierHandlers } from './carrier';
import { claimHandlers } from './claims';
import { couponHandlers } from './coupons';
import { dataExportHandlers } from './dataExport';
import { eoiHandlers } from './eoi';
import { messageHandlers } from './messages';
import { partnerPolicyHandlers } from './partnerPolicies';
import { paymentMethodHandlers } from './paymentMethod';
import { policyChangeHandlers } from './policyChanges';
import { policyHandlers } from './policies';
import { purchaseHandlers } from './purchase';
import { sandboxHandlers } from './sandbox';
import { sandboxClockHandlers } from './sandboxClock';
import { sandboxPaymentHandlers } from './sandboxPayments';
import { staffHandlers } from './staff';
import { systemHandlers } from './system';
import { healthHandlers } from './health';
import { tenantHandlers } from './tenants';
import { thirdPartyHandlers } from './thirdParty';
import { transactionHandlers } from './transactions';
import { twoFactorHandlers } from './twoFactor';
import { uploadHandlers } from './upload';
import type { Handlers } from './types';
import { utilHandlers } from './util';
import { verificationHandlers } from './verification';

/**
 * One factory per openapi tag (the EOI downloads of three tags share eoi.ts; the upload wizard's
 * calls of the thirdParty tag are in upload.ts); an operationId with
 * no handler answers 501 (see app.ts).
 */
export function allHandlers(ctx: AppContext): Handlers {
  return {
    ...systemHandlers(ctx),
    ...healthHandlers(ctx),
    ...accountHandlers(ctx),
    ...accountUpdateHandlers(ctx),
    ...tenantHandlers(ctx),
    ...utilHandlers(ctx),
    ...policyHandlers(ctx),
    ...policyChangeHandlers(ctx),
    ...partnerPolicyHandlers(ctx),
    ...thirdPartyHandlers(ctx),
    ...uploadHandlers(ctx),
    ...twoFactorHandlers(ctx),
    ...carrierHandlers(ctx),
    ...purchaseHandlers(ctx),
    ...sandboxHandlers(ctx),
    ...sandboxPaymentHandlers(ctx),
    ...sandboxClockHandlers(ctx),
    ...paymentMethodHandlers(ctx),
    ...associationHandlers(ctx),
    ...couponHandlers(ctx),
    ...messageHandlers(ctx),
    ...transactionHandlers(ctx),
    ...eoiHandlers(ctx),
    ...verificationHandlers(ctx),
    ...claimHandlers(ctx),
    ...dataExportHandlers(ctx),
    ...accountDeletionHandlers(ctx),
    ...staffHandlers(ctx),
  };
}
