// The one coverage status of each kind of policy lives in components/coverage.ts (Your Policies and
// Insurance History read it too); the dashboard's cards import it from here.
export {
  ownCoverage,
  partnerCoverage,
  upcomingTermCoverage,
  uploadCoverage,
} from '../../components/coverage';
