import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, type ComponentProps } from 'react';
import { Suspense } from '../../components/Suspense';
import { useAppSelector } from '../../app/hooks';
import { samePolicies } from '../../app/policies';
import { selectUser } from '../../app/session';
import { ExpiringSoonPrompt } from './ExpiringSoonPrompt';
import { dashboardLease } from './leaseFacts';
import { LeaseSummary } from './LeaseSummary';
import { PolicyList } from './PolicyList';
import { PullToRefresh, RefreshButton, useRefresh } from './PullToRefresh';
import { useTexts } from '../../i18n/useTexts';
import { dashboardTexts, FIRST_PAINT_AREAS } from './texts';
import { dashboardTwoFactorBanner } from '../../../domain/twoFactor/banner';
import { useDashboardData, useLogoPath } from './useDashboardData';

// The two buttons and their dialogs come in a small chunk of their own, right after the page:
// the dashboard's own JavaScript stays within its budget. Their room is kept meanwhile.
// Shown to few tenants (two-factor due within a week): loaded only then, with its texts.
const TwoFactorBanner = lazy(
  () => import(/* webpackChunkName: "dashboard-two-factor" */ './TwoFactorBanner'),
);
const DashboardActions = lazy(() =>
  import(/* webpackChunkName: "dashboard-buttons" */ './actions/DashboardActions').then((m) => ({
    default: m.DashboardActions,
  })),
);

// Only association members have memberships: their cards load for them alone.
const MembershipCards = lazy(() =>
  import(/* webpackChunkName: "dashboard-memberships" */ './MembershipCards').then((m) => ({
    default: m.MembershipCards,
  })),
);

// Below the policies, and only for our own policies: the payment notice loads with
// the transactions it reads rather than with the dashboard's first paint.
const PaymentNotice = lazy(() =>
  import(/* webpackChunkName: "dashboard-payments" */ '../../components/PaymentNotice').then(
    (m) => ({ default: m.PaymentNotice }),
  ),
);

const DashboardExtras = lazy(
  () => import(/* webpackChunkName: "dashboard-extras" */ './PolicyEnhancements'),
);

/** The lease column with the community logo: the logo's answer renders this column alone. */
function LeaseColumn(props: Omit<ComponentProps<typeof LeaseSummary>, 'logoPath'>) {
  return <LeaseSummary {...props} logoPath={useLogoPath()} />;
}

/**
 * docs/product.md "Dashboard". Phone first, one column: the greeting and banner, the policies with
 * their actions, the lease column, then the enhancements. From md up, the lease column sits on the
 * right beside the policies and the enhancements.
 */
export default function DashboardScreen() {
  // In another language the first paint's areas load together, before any card shows.
  const t = useTexts(dashboardTexts, ...FIRST_PAINT_AREAS);
  const user = useAppSelector(selectUser);
  const twoFactorBanner = user
    ? dashboardTwoFactorBanner({
        enabled: user.twoFactorEnabled,
        gracePeriodDays: user.twoFactorGracePeriodDays,
        deadline: user.twoFactorDeadline,
      })
    : null;
  // The lists as they were fetched last: a new fetch that finds the same policies is no change.
  const active = useAppSelector((state) => state.policies.active, samePolicies);
  const { refresh } = useDashboardData({ payments: active.own.length > 0 });
  const { refreshing, done, start } = useRefresh(refresh);
  const member = user?.rentersAssociationMember ?? false;
  const ownActive = active.own.filter((p) => p.isActive);
  // One lease for the cards and the lease card (the one in force today).
  const lease = dashboardLease(user?.leases);

  return (
    <PullToRefresh refreshing={refreshing} done={done} onRefresh={() => void start()}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gridTemplateRows: { md: 'auto 1fr' },
          gridTemplateAreas: {
            xs: '"policies" "lease" "extras"',
            md: '"policies lease" "extras lease"',
          },
        }}
      >
        <Box sx={{ gridArea: 'policies', minWidth: 0 }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              mb: 2,
            }}
          >
            <Typography variant="h1">
              {user ? t('greeting', { name: user.firstName }) : t('greetingThere')}
            </Typography>
            <RefreshButton refreshing={refreshing} onClick={() => void start()} />
          </Box>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t(member ? 'yourPoliciesAndMemberships' : 'yourPolicies')}
          </Typography>
          <ExpiringSoonPrompt policies={active.thirdParty} />
          <PolicyList active={active} lease={lease} />
          {active.own.length ? (
            <Suspense fallback={null}>
              <PaymentNotice />
            </Suspense>
          ) : null}
          {member ? (
            <Suspense fallback={null}>
              <MembershipCards />
            </Suspense>
          ) : null}
          <Suspense fallback={<Box sx={{ minHeight: { xs: 132, sm: 76 } }} />}>
            <DashboardActions active={active} />
          </Suspense>
          {/* Below the policies: what the tenant came for comes first. */}
          {user && twoFactorBanner ? (
            <Suspense fallback={null}>
              <TwoFactorBanner account={user} banner={twoFactorBanner} />
            </Suspense>
          ) : null}
        </Box>
        <Box sx={{ gridArea: 'lease', minWidth: 0 }}>
          <LeaseColumn
            lease={lease ?? undefined}
            otherLeases={Math.max((user?.leases.length ?? 0) - 1, 0)}
          />
        </Box>
        {ownActive.length ? (
          <Box sx={{ gridArea: 'extras', minWidth: 0 }}>
            <Suspense fallback={null}>
              <DashboardExtras policies={ownActive} />
            </Suspense>
          </Box>
        ) : null}
      </Box>
    </PullToRefresh>
  );
}
