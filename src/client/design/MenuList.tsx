import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from './BrandLogo';

export interface MenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  /** An address in the app, a page elsewhere (opens in a new tab), or an action. */
  to?: string;
  href?: string;
  onClick?: () => void;
  selected?: boolean;
  /** Indent under a parent entry. */
  nested?: boolean;
  /** A rule above this entry (before Log Out, before social links). */
  dividerBefore?: boolean;
  /** The label is a name, the same in every language (a social network's): no translator's. */
  isName?: boolean;
}

export const MENU_WIDTH = 288;

/** The entries of a side menu: icons, the current page marked, outside links marked as such. */
/** The menu's own words, given by the screen in the app's language (English by default). */
export interface MenuTexts {
  close: string;
  newTab: string;
}
const ENGLISH_MENU: MenuTexts = { close: 'Close menu', newTab: 'opens in a new tab' };

export function MenuList({
  items,
  label,
  onNavigate,
  texts = ENGLISH_MENU,
}: {
  items: MenuItem[];
  label: string;
  onNavigate?: () => void;
  texts?: MenuTexts;
}) {
  return (
    <List component="nav" aria-label={label} sx={{ py: 1 }}>
      {items.map((item) => {
        const text = (
          <ListItemText primary={item.label} {...(item.isName ? { translate: 'no' } : {})} />
        );
        const icon = item.icon ? (
          <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
        ) : null;
        const sx = { pl: item.nested ? 7 : 2 };
        const divider = item.dividerBefore ? (
          <Divider key={`${item.key}-rule`} sx={{ my: 1 }} />
        ) : null;
        let button: ReactNode;
        if (item.to !== undefined) {
          button = (
            <ListItemButton
              key={item.key}
              component={RouterLink}
              to={item.to}
              selected={item.selected}
              aria-current={item.selected ? 'page' : undefined}
              onClick={() => {
                item.onClick?.();
                onNavigate?.();
              }}
              sx={sx}
            >
              {icon}
              {text}
            </ListItemButton>
          );
        } else if (item.href !== undefined) {
          button = (
            <ListItemButton
              key={item.key}
              component="a"
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              sx={sx}
            >
              {icon}
              {text}
              <OpenInNewIcon
                fontSize="small"
                titleAccess={texts.newTab}
                sx={{ color: 'text.secondary' }}
              />
            </ListItemButton>
          );
        } else {
          // An action (Restart, Log Out) closes the menu too: its question or result must not
          // open over a menu still showing.
          button = (
            <ListItemButton
              key={item.key}
              onClick={() => {
                onNavigate?.();
                item.onClick?.();
              }}
              sx={sx}
            >
              {icon}
              {text}
            </ListItemButton>
          );
        }
        return divider ? [divider, button] : button;
      })}
    </List>
  );
}

/** The menu panel's top: the brand, and a close button (Escape and a tap outside close it too). */
export function MenuHeader({
  onClose,
  texts = ENGLISH_MENU,
}: {
  onClose?: () => void;
  texts?: MenuTexts;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        minHeight: 60,
        px: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <BrandLogo size={28} />
      {onClose ? (
        <IconButton aria-label={texts.close} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      ) : null}
    </Box>
  );
}
