import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetAccountQuery } from '../api';
import { useAppDispatch } from './hooks';
import { accountLoaded } from './session';
import { SideMenu } from './SideMenu';
import { usePolicyLists } from './usePolicyLists';

const DRAWER_WIDTH = 272;

/** The signed-in page frame: top bar with the logo, and the §2.3 side menu. */
export default function Shell({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // One drawer: permanent beside the page on wide screens, a slide-in menu on phones.
  const wide = useMediaQuery((t: Theme) => t.breakpoints.up('md'));
  const dispatch = useAppDispatch();
  const { data: account } = useGetAccountQuery();
  usePolicyLists();
  useEffect(() => {
    if (account) dispatch(accountLoaded(account));
  }, [account, dispatch]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={wide ? { zIndex: (t) => t.zIndex.drawer + 1 } : undefined}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open menu"
            onClick={() => setOpen(true)}
            sx={{ mr: 1, display: wide ? 'none' : undefined }}
          >
            <MenuIcon />
          </IconButton>
          <Link component={RouterLink} to="/" color="inherit" underline="none" aria-label="Home">
            <Typography variant="h3" component="span">
              Renters Portal
            </Typography>
          </Link>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{
          width: wide ? DRAWER_WIDTH : undefined,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        {wide ? <Toolbar /> : null}
        <SideMenu onNavigate={() => setOpen(false)} />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
