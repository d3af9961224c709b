import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { onboardingTitles } from '../../../domain/messages';
import { useAppDispatch } from '../../app/hooks';
import type { ScreenProps } from '../../app/screens';
import { PendingSection } from '../../components/PendingSection';
import { PublicPage } from '../../components/PublicPage';
import { inviteTokenReceived } from './onboardingSlice';

/** SPEC §2.11 (built by the onboarding issues). /onboarding/{token} keeps the invitation token. */
export default function OnboardingScreen({ params }: ScreenProps) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (params.token) dispatch(inviteTokenReceived(params.token));
  }, [params.token, dispatch]);
  return (
    <PublicPage>
      <Typography variant="h2" component="p" gutterBottom>
        {onboardingTitles.userInfo}
      </Typography>
      <PendingSection
        title={params.entry === 'raa' ? 'Renters Association of America' : 'Get a Quote'}
      />
    </PublicPage>
  );
}
