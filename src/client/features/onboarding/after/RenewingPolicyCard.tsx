import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatAddressLine,
  notifiesManagementCompany,
  type AddressParts,
} from '../../../../domain/onboarding/activePolicy';
import { autoRenewsOn, managementNotified } from '../../../../domain/messages';
import type { RenewingPolicy } from '../../../api';

/**
 * One policy of the second-policy page (docs/product.md "Onboarding flow" step 13, "Second-policy
 * page"). The server answers only its renewal date and management company (openapi RenewingPolicy);
 * the name, e-mail and address are what the visitor typed, which the policy matched.
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
  const address = formatAddressLine(insuredAddress);
  const company = policy.management_company;
  const renews = autoRenewsOn(policy.policyRenewalDate.usdate);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={`Policy: ${renews}`}>
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 600 }}>{tenantName}</Typography>
        <Typography>{email}</Typography>
        <Typography>{renews}</Typography>
        <Typography>{address}</Typography>
        {notifiesManagementCompany(company) ? (
          <>
            <Typography>{company}</Typography>
            <Typography color="text.secondary">{managementNotified(company, address)}</Typography>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
