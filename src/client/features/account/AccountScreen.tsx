import Link from '@mui/material/Link';
import { Suspense } from '../../components/Suspense';
import { Link as RouterLink } from 'react-router-dom';
import { accountPagesTexts } from '../../../domain/i18n/generated/en/accountPages';
import { useTexts } from '../../i18n/useTexts';
import { ACCOUNT_SUBPAGES, DEFAULT_ACCOUNT_SUBPAGE, PATHS } from '../../../domain/routes';
import { accountSubpageScreens } from '../../app/accountSubpages';
import type { ScreenProps } from '../../app/screenProps';
import { PageSpinner } from '../../components/PageSpinner';
import { PendingSection } from '../../components/PendingSection';
import { useSubpageTitle } from './subpageTitle';

/** docs/product.md "Account pages": /tenant/account shows personal information; each sub-page comes with its issue. */
export default function AccountScreen({ params }: ScreenProps) {
  const t = useTexts(accountPagesTexts);
  const slug = params.subpage ?? DEFAULT_ACCOUNT_SUBPAGE;
  const page = ACCOUNT_SUBPAGES.find((p) => p.slug === slug) ?? ACCOUNT_SUBPAGES[0];
  const Subpage = accountSubpageScreens[page.slug];
  const title = useSubpageTitle(page.slug);
  return (
    <>
      <Link component={RouterLink} to={PATHS.dashboard} sx={{ display: 'inline-block', mb: 2 }}>
        {t('backToMyAccount')}
      </Link>
      {Subpage ? (
        <Suspense fallback={<PageSpinner />}>
          <Subpage />
        </Suspense>
      ) : (
        <PendingSection title={title} />
      )}
    </>
  );
}
