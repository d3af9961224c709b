import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from './BrandLogo';
import { brandName } from './brand';

export interface FrameHeaderProps {
  /** Back, where docs/product.md has one: an action (a flow's previous step) or a path. */
  onBack?: () => void;
  backLabel?: string;
  /** Shows the menu button; the caller owns the drawer. */
  onMenu?: () => void;
  menuLabel?: string;
  /** The logo link's name (the brand's home page). */
  homeLabel?: string;
  /** Beside the menu button (a log-in link, say). */
  actions?: ReactNode;
  /** 'sticky' keeps the bar on screen while a long form scrolls. */
  position?: 'static' | 'sticky' | 'fixed';
}

/**
 * The top bar of every page: back (when there is one), the brand's logo linking to /, and the
 * menu. Navy, so `data-surface="dark"` turns the focus ring white here (see theme.ts).
 */
export function FrameHeader({
  onBack,
  backLabel = 'Back',
  onMenu,
  menuLabel = 'Open menu',
  homeLabel = `${brandName} home`,
  actions,
  position = 'sticky',
}: FrameHeaderProps) {
  return (
    <Box
      component="header"
      data-surface="dark"
      sx={{
        position,
        top: 0,
        left: 0,
        right: 0,
        zIndex: (t) => t.zIndex.appBar,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        minHeight: 60,
        px: { xs: 1, sm: 2 },
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: '0 1px 0 rgba(0,0,0,0.12)',
        pt: 'env(safe-area-inset-top)',
      }}
    >
      {onBack ? (
        <IconButton color="inherit" aria-label={backLabel} onClick={onBack}>
          <ArrowBackIcon />
        </IconButton>
      ) : null}
      <Link
        component={RouterLink}
        to="/"
        underline="none"
        aria-label={homeLabel}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 44,
          px: 1,
          borderRadius: 1,
          color: 'inherit',
        }}
      >
        <BrandLogo inverse />
      </Link>
      <Box sx={{ flexGrow: 1 }} />
      {actions}
      {onMenu ? (
        <IconButton color="inherit" aria-label={menuLabel} onClick={onMenu}>
          <MenuIcon />
        </IconButton>
      ) : null}
    </Box>
  );
}
