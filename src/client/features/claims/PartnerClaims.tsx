import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { claimsTexts } from '../../../domain/i18n/generated/en/claims';
import { partnerPortal } from '../../../domain/policies/dashboard';
import { useGetSettingsQuery, type PartnerPolicy } from '../../api';
import { SectionCard } from '../../design/cards';
import { useTexts } from '../../i18n/useTexts';

/**
 * The claim pages for a tenant whose active policy is a partner carrier's. Its claims
 * are the carrier's, so the page says so and links to the partner's portal (the one the
 * dashboard's 'Manage Policy' continues to), named by its site and opening in a new tab, instead
 * of "You have no active policies".
 */
export function PartnerClaims({
  policy,
  page,
}: {
  policy: PartnerPolicy;
  page: 'report' | 'history';
}) {
  const t = useTexts(claimsTexts);
  const { data: settings } = useGetSettingsQuery();
  const siteId = useId();
  const portal = partnerPortal(policy.manage_url);
  const number = policy.carrier_policy_number;
  return (
    <SectionCard title={t('partnerTitle')}>
      <Typography sx={{ mb: 2 }}>
        {t(page === 'report' ? 'partnerReport' : 'partnerHistory', { policy: number })}
      </Typography>
      {portal ? (
        <Button
          variant="contained"
          fullWidth
          component="a"
          href={portal.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={siteId}
          endIcon={<OpenInNewIcon aria-hidden />}
          sx={{ maxWidth: { sm: 420 } }}
        >
          {t(page === 'report' ? 'partnerReportButton' : 'partnerHistoryButton')}
        </Button>
      ) : null}
      {portal ? (
        <Typography id={siteId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('opensSite', { site: portal.name })}
        </Typography>
      ) : null}
      {settings ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t(portal ? 'partnerHelp' : 'partnerNoPortal', {
            email: settings.supportEmail,
            phone: settings.supportPhone,
          })}
        </Typography>
      ) : null}
    </SectionCard>
  );
}
