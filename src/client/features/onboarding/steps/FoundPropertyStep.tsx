import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { API_BASE } from '../../../api/baseApi';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { foundPropertyConfirmed } from '../onboardingSlice';
import { useTexts } from '../../../i18n/useTexts';

/** Step 3 (docs/product.md "Onboarding flow"): the partnered management company, its name and logo. */
export function FoundPropertyStep() {
  const t = useTexts(onboardingTexts);
  const dispatch = useAppDispatch();
  const manager = useAppSelector((s) => s.onboarding.propertyManager);
  const buildingName = useAppSelector((s) => s.onboarding.buildingName);
  return (
    <>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('foundProperty')}
      </Typography>
      <Box sx={{ textAlign: 'center', my: 3 }}>
        {manager?.logo ? (
          <Box
            component="img"
            src={`${API_BASE}${manager.logo}`}
            alt={t('managerLogo', { manager: manager.management_company })}
            sx={{ maxWidth: 200, maxHeight: 120, mb: 2 }}
          />
        ) : null}
        <Typography variant="h3" component="p" translate="no">
          {manager?.management_company}
        </Typography>
        {buildingName ? (
          <Typography color="text.secondary" translate="no">
            {buildingName}
          </Typography>
        ) : null}
      </Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={() => dispatch(foundPropertyConfirmed())}
      >
        {t('continue')}
      </Button>
    </>
  );
}
