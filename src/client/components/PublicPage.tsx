import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useGetSettingsQuery } from '../api';
import { PageFrame, type PageFrameProps } from '../design';

// The menu (drawer, modal, transitions) loads the first time it is opened, keeping pages light.
const SiteMenu = lazy(() => import(/* webpackChunkName: "site-menu" */ './SiteMenu'));

/**
 * A signed-out page: the one page frame (logo to /, the site menu, back where the page has one)
 * around a centred card, full width on phones.
 */
export function PublicPage({
  children,
  header,
  ...frame
}: Omit<PageFrameProps, 'onMenu'> & {
  /** @deprecated the onboarding flow's own header, until it moves onto PageFrame. */
  header?: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  const { data: settings } = useGetSettingsQuery(undefined, { skip: !menuOpened });
  if (header) return <LegacyFrame header={header}>{children}</LegacyFrame>;
  return (
    <PageFrame
      {...frame}
      onMenu={() => {
        setMenuOpened(true);
        setMenuOpen(true);
      }}
    >
      {children}
      {menuOpened ? (
        <Suspense fallback={null}>
          <SiteMenu open={menuOpen} onClose={() => setMenuOpen(false)} links={settings?.links} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}

/** The frame as it was, for the onboarding flow until it moves onto PageFrame. */
function LegacyFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {header}
      <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 5 }, px: { xs: 1.5, sm: 3 } }}>
        <Paper sx={{ p: { xs: 2.5, sm: 4 } }} variant="outlined">
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
