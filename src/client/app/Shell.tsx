import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, useEffect, useState, type ReactNode } from 'react';
import { Suspense } from '../components/Suspense';
import { useGetAccountQuery } from '../api';
import { useLocation } from 'react-router-dom';
import { shellTexts } from '../../domain/i18n/generated/en/shell';
import { menuEntryFor, menuTextKey } from '../../domain/menu';
import { useFrameLabels } from '../i18n/useFrameLabels';
import { useTexts } from '../i18n/useTexts';
import { FrameHeader, MENU_WIDTH, usePageTitle } from '../design';
import { AccountLanguage } from '../i18n/AccountLanguage';
import { LanguageFooter } from '../i18n/LanguageFooter';
import { useAppDispatch } from './hooks';
import { accountLoaded } from './session';
import { SideMenu } from './SideMenu';
import { usePolicyLists } from './usePolicyLists';

const PhoneMenu = lazy(() => import(/* webpackChunkName: "phone-menu" */ './PhoneMenu'));

/**
 * The signed-in page frame: the same header as every page (logo to /, menu), and the
 * docs/product.md "Screens and routes" side menu: beside the page on wide screens, a slide-in panel
 * with its own header and close button on phones.
 */
export default function Shell({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Loaded on the first tap on the menu button, then kept (its closing slide plays).
  const [menuUsed, setMenuUsed] = useState(false);
  const wide = useMediaQuery((t: Theme) => t.breakpoints.up('md'));
  const dispatch = useAppDispatch();
  const { data: account } = useGetAccountQuery();
  const { pathname } = useLocation();
  const menu = useTexts(shellTexts) as (key: string) => string;
  const frameLabels = useFrameLabels();
  const page = menuEntryFor(pathname);
  usePageTitle(page ? menu(menuTextKey(page.id)) : undefined);
  usePolicyLists();
  useEffect(() => {
    if (account) dispatch(accountLoaded(account));
  }, [account, dispatch]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AccountLanguage />
      <FrameHeader
        {...frameLabels}
        position="fixed"
        onMenu={
          wide
            ? undefined
            : () => {
                setMenuUsed(true);
                setOpen(true);
              }
        }
      />
      <Box sx={{ display: 'flex' }}>
        {wide ? (
          <Box
            sx={{
              width: MENU_WIDTH,
              flexShrink: 0,
              position: 'sticky',
              top: 60,
              alignSelf: 'flex-start',
              height: 'calc(100vh - 60px)',
              overflowY: 'auto',
              mt: '60px',
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <SideMenu onNavigate={() => undefined} />
          </Box>
        ) : menuUsed ? (
          <Suspense fallback={null}>
            <PhoneMenu open={open} onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
        <Box
          component="main"
          sx={{
            flexGrow: 1,
            minWidth: 0,
            pt: 'calc(60px + env(safe-area-inset-top))',
            px: { xs: 2, md: 4 },
            pb: 4,
          }}
        >
          <Box sx={{ maxWidth: 960, mx: 'auto', pt: { xs: 2, md: 3 } }}>{children}</Box>
          {/* The same switch as the signed-out frame's: the account keeps the choice. */}
          <Box sx={{ pt: 4 }}>
            <LanguageFooter />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
