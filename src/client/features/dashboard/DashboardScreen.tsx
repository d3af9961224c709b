import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { screenTexts } from '../../../domain/messages';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session';
import { LeaseSummary } from './LeaseSummary';
import { TwoFactorBanner } from './TwoFactorBanner';

/** SPEC §2.7 (the policy cards, enhancements and messages come with the dashboard issue). */
export default function DashboardScreen() {
  const user = useAppSelector(selectUser);
  const member = user?.rentersAssociationMember ?? false;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Typography variant="h1" gutterBottom>
          Hi, {user?.firstName ?? 'there'}!
        </Typography>
        {user ? <TwoFactorBanner account={user} /> : null}
        <Typography variant="h2" gutterBottom>
          {member ? screenTexts.yourPoliciesAndMemberships : screenTexts.yourPolicies}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <LeaseSummary lease={user?.leases[0]} />
      </Grid>
    </Grid>
  );
}
