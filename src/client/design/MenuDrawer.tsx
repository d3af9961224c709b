import Drawer from '@mui/material/Drawer';
import { MENU_WIDTH, MenuHeader, MenuList, type MenuItem, type MenuTexts } from './MenuList';

// Its own module: a page that shows a menu list without the drawer (the signed-in menu on a
// wide screen) does not load the drawer's modal and transitions.
/** A slide-in side menu from the right, with a header and close button. */
export function MenuDrawer({
  open,
  onClose,
  label,
  items,
  anchor = 'right',
  texts,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  items: MenuItem[];
  anchor?: 'left' | 'right';
  texts?: MenuTexts;
}) {
  return (
    <Drawer
      anchor={anchor}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: MENU_WIDTH, maxWidth: '85vw' }, 'aria-label': label } }}
    >
      <MenuHeader onClose={onClose} {...(texts ? { texts } : {})} />
      <MenuList items={items} label={label} onNavigate={onClose} {...(texts ? { texts } : {})} />
    </Drawer>
  );
}
