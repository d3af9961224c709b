import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { needsRenewalPrompt } from '../../../domain/policies/dashboard';
import { uploadRenewalPath } from '../../../domain/policies/uploadRenewalLink';
import { PATHS } from '../../../domain/routes';
import type { ThirdPartyPolicy } from '../../api';

import { useDay, useTexts } from '../../i18n/useTexts';
import { dashboardTexts } from './texts';

/**
 * docs/product.md "Dashboard" expiring-soon prompt: an uploaded policy the server marks
 * `is_expiring_soon` asks the tenant to upload its renewal or get a quote (the two options of
 * 'Upload New Policy'). Not shown when its renewal is already uploaded (it has upcoming terms).
 */
export function ExpiringSoonPrompt({ policies }: { policies: ThirdPartyPolicy[] }) {
  const t = useTexts(dashboardTexts);
  const day = useDay();
  const expiring = policies.filter(needsRenewalPrompt);
  if (expiring.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{t('expiringTitle')}</AlertTitle>
      {expiring.map((p) => (
        <Box component="p" key={p.id} sx={{ m: 0, mb: 0.5 }}>
          {t('expiring', {
            provider: p.provider,
            number: p.carrier_policy_number,
            end: day(p.end_date),
          })}
        </Box>
      ))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          variant="contained"
          color="warning"
          component={RouterLink}
          // The wizard opens with the policy's details filled in (the first one's).
          to={uploadRenewalPath(PATHS.tenantUpload, expiring[0]!.id)}
        >
          {t('uploadRenewal')}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          component={RouterLink}
          to={PATHS.tenantOnboarding}
        >
          {t('getQuote')}
        </Button>
      </Box>
    </Alert>
  );
}
