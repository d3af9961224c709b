import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addressTexts } from '../../../../domain/i18n/generated/en/address';
import { afterPurchaseTexts } from '../../../../domain/i18n/generated/en/afterPurchase';
import {
  formatAddressLine,
  notifiesManagementCompany,
  type AddressParts,
} from '../../../../domain/onboarding/activePolicy';
import type { RenewingPolicy } from '../../../api';
import { useDay, useSay, useTexts } from '../../../i18n/useTexts';

/**
 * One policy of the second-policy page (docs/product.md "Onboarding flow" step 13, "Second-policy
 * page"). The server answers only its renewal date and management company (openapi RenewingPolicy);
 * the name, e-mail and address are what the visitor typed, which the policy matched: the tenant's
 * data, marked translate="no". The renewal date keeps the server's US formatting.
 */
export function RenewingPolicyCard({
  policy,
  tenantName,
  email,
  insuredAddress,
}: {
  policy: RenewingPolicy;
  tenantName: string;
  email: string;
  insuredAddress: AddressParts;
}) {
  const t = useTexts(afterPurchaseTexts, addressTexts);
  const day = useDay();
  // The address line's 'Unit' in the app's language.
  const say = useSay(addressTexts);
  const address = formatAddressLine(insuredAddress, say);
  const company = policy.management_company;
  const date = day(policy.policyRenewalDate.date);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('policyCard', { date })}>
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 600 }} translate="no">
          {tenantName}
        </Typography>
        <Typography translate="no">{email}</Typography>
        <Typography>{t('autoRenewsOn', { date })}</Typography>
        <Typography translate="no">{address}</Typography>
        {notifiesManagementCompany(company) ? (
          <>
            <Typography translate="no">{company}</Typography>
            <Typography color="text.secondary">
              {t('managementNotified', { company, address })}
            </Typography>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
