import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatAddressLine,
  notifiesManagementCompany,
} from '../../../../domain/onboarding/activePolicy';
import { autoRenewsOn, managementNotified } from '../../../../domain/messages';
import type { RenewingPolicy } from '../../../api';

/** One policy of the second-policy page (SPEC §2.11 step 13, §2.12). */
export function RenewingPolicyCard({ policy }: { policy: RenewingPolicy }) {
  const address = formatAddressLine(policy.insuredAddress);
  const company = policy.management_company;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={`Policy ${policy.carrierPolicyNumber}`}>
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 600 }}>{policy.tenantName}</Typography>
        <Typography>{policy.email}</Typography>
        <Typography>{autoRenewsOn(policy.policyRenewalDate.usdate)}</Typography>
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
