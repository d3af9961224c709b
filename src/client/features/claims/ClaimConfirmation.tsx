import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { claimNextSteps } from '../../../domain/claims/nextSteps';
import { claimHistoryTexts } from '../../../domain/i18n/generated/en/claimHistory';
import { useGetSettingsQuery } from '../../api';
import { StepList } from '../../design/cards';
import { useSay, useTexts } from '../../i18n/useTexts';
import { withElements } from '../../i18n/withElements';

/**
 * The confirmation of a claim just filed, at the top of claim history: its number,
 * the day, and what happens next (who calls, where the copy went, how to send more photos). It
 * stays on the page; the documented toast lasts only a second.
 */
export function ClaimConfirmation({
  claimNumber,
  filedOn,
  phone,
  email,
}: {
  claimNumber: string;
  filedOn: string;
  phone: string;
  email: string | null;
}) {
  const t = useTexts(claimHistoryTexts);
  const say = useSay(claimHistoryTexts);
  const { data: settings } = useGetSettingsQuery();
  const steps = claimNextSteps(
    { claimNumber, phone, email, supportEmail: settings?.supportEmail ?? null },
    say,
  );
  return (
    <Card
      component="section"
      aria-labelledby="claim-received"
      sx={{ p: { xs: 2, sm: 2.5 }, borderLeft: 6, borderColor: 'success.main' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
        <CheckCircleIcon color="success" aria-hidden />
        <Typography id="claim-received" variant="h3" component="h2">
          {t('confirmationTitle')}
        </Typography>
      </Box>
      <Typography sx={{ mb: 2 }}>
        {withElements(({ claim }) => t('received', { claim, date: filedOn }), {
          // The number on one line: it is read out and copied whole (and never translated).
          claim: (
            <Box component="span" translate="no" sx={{ whiteSpace: 'nowrap', fontWeight: 650 }}>
              {claimNumber}
            </Box>
          ),
        })}
      </Typography>
      <Typography sx={{ fontWeight: 650, mb: 1.5 }}>{t('nextStepsTitle')}</Typography>
      <StepList steps={steps} />
    </Card>
  );
}
