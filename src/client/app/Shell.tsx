import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useState, type ReactNode } from 'react';
import { useGetAccountQuery } from '../api';
import { useLocation } from 'react-router-dom';
import { menuLabelFor } from '../../domain/menu';
import { FrameHeader, MENU_WIDTH, MenuHeader, usePageTitle } from '../design';
import { useAppDispatch } from './hooks';
import { accountLoaded } from './session';
import { SideMenu } from './SideMenu';
import { usePolicyLists } from './usePolicyLists';

/**
 * The signed-in page frame: the same header as every page (logo to /, menu), and the §2.3 side
 * menu: beside the page on wide screens, a slide-in panel with its own header and close button on
 * phones.
 */
export default function Shell({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery((t: Theme) => t.breakpoints.up('md'));
  const dispatch = useAppDispatch();
  const { data: account } = useGetAccountQuery();
  const { pathname } = useLocation();
  usePageTitle(menuLabelFor(pathname) ?? undefined);
  usePolicyLists();
  useEffect(() => {
    if (account) dispatch(accountLoaded(account));
  }, [account, dispatch]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <FrameHeader position="fixed" onMenu={wide ? undefined : () => setOpen(true)} />
      <Box sx={{ display: 'flex' }}>
        <Drawer
          variant={wide ? 'permanent' : 'temporary'}
          anchor="left"
          open={wide || open}
          onClose={() => setOpen(false)}
          // On a phone the panel is a dialog (MUI gives the paper role="dialog"): it needs a name.
          slotProps={{ paper: wide ? {} : { 'aria-label': 'Main menu' } }}
          sx={{
            width: wide ? MENU_WIDTH : undefined,
            flexShrink: 0,
            '& .MuiDrawer-paper': {
              width: MENU_WIDTH,
              maxWidth: '85vw',
              boxSizing: 'border-box',
              top: wide ? 60 : 0,
              height: wide ? 'calc(100% - 60px)' : '100%',
            },
          }}
        >
          {wide ? null : <MenuHeader onClose={() => setOpen(false)} />}
          <SideMenu onNavigate={() => setOpen(false)} />
        </Drawer>
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
        </Box>
      </Box>
    </Box>
  );
}
