import { startingPriceByCard } from '../../domain/payments/planMoney';
import { displayPhone } from '../../domain/validation/phone';
import type { StartingPrice } from '../adapters/carrier/interface';
import type { AppContext } from '../context';
import { companyLogoOf } from '../repositories/tenants';
import type { Handlers } from './types';

/**
 * The carrier's lowest standard price with what a tenant pays for it by card (the checkout's rule,
 * docs/product.md "Checkout"): `/` shows it from the page's boot data without the pricing code.
 */
function startingPriceOf(start: StartingPrice) {
  const byCard = startingPriceByCard(start.annual);
  return { ...start, cardYearly: byCard.yearly, cardMonthly: byCard.monthly };
}

/** GET /v2/util/settings: public, the same for everyone (also written into every page). */
export function publicSettings({ config, carrier }: Pick<AppContext, 'config' | 'carrier'>) {
  return {
    brandName: config.brand.name,
    carrier: {
      provider: config.services.carrier,
      underwriter: carrier.underwriter,
      startingPrice: startingPriceOf(carrier.startingPrice(config.servedStates)),
    },
    supportEmail: config.support.email,
    // Read as every phone is shown: '(608) 555-0100'.
    supportPhone: displayPhone(config.support.phone),
    tokenizationUrl: config.services.tokenizationUrl,
    paymentsProvider: config.services.payments,
    stripePublishableKey: config.services.stripePublishableKey,
    bankLinkProvider: config.services.bankLink,
    mapsProvider: config.services.maps,
    googleMapsApiKey: config.services.googleMapsApiKey,
    servedStates: config.servedStates,
    defaultInterestedPartyMailingAddress: config.defaultInterestedPartyMailingAddress,
    twoFactorGracePeriodDays: config.twoFactor.gracePeriodDays,
    links: config.links,
  };
}

export function utilHandlers(ctx: AppContext): Handlers {
  const { db } = ctx;
  return {
    async getSettings() {
      return publicSettings(ctx);
    },

    // The logo of the signed-in tenant's management company (first lease with a partner company).
    async getLogoUrl(request) {
      if (!request.auth) return { companyLogoURL: null };
      return { companyLogoURL: await companyLogoOf(db, request.auth.tenantId) };
    },
  };
}
