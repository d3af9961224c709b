import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { partnerClaimTexts as t } from '../../../domain/claims/filing';
import { partnerPortal } from '../../../domain/policies/dashboard';
import { useGetSettingsQuery, type PartnerPolicy } from '../../api';
import { SectionCard } from '../../design/cards';
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
  const { data: settings } = useGetSettingsQuery();
  const siteId = useId();
  const portal = partnerPortal(policy.manage_url);
  const number = policy.carrier_policy_number;
  return (
    <SectionCard title={t.title}>
      <Typography sx={{ mb: 2 }}>
        {page === 'report' ? t.report(number) : t.history(number)}
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
          {page === 'report' ? t.reportButton : t.historyButton}
        </Button>
      ) : null}
      {portal ? (
        <Typography id={siteId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t.opensSite(portal.name)}
        </Typography>
      ) : null}
      {settings ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {portal
            ? t.help(settings.supportEmail, settings.supportPhone)
            : t.noPortal(settings.supportEmail, settings.supportPhone)}
        </Typography>
      ) : null}
    </SectionCard>
  );
}
