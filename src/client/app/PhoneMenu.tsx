import Drawer from '@mui/material/Drawer';
import { MENU_WIDTH, MenuHeader } from '../design';
import { shellTexts } from '../../domain/i18n/generated/en/shell';
import { useMenuTexts } from '../i18n/useFrameLabels';
import { useTexts } from '../i18n/useTexts';
import { SideMenu } from './SideMenu';

/**
 * The docs/product.md "Screens and routes" side menu on a phone: a slide-in panel with its own
 * header and close button (Escape and a tap outside close it too). Its own chunk, loaded when the
 * menu is first opened: the drawer's modal, focus trap and transitions are not needed to show a
 * page.
 */
export default function PhoneMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTexts(shellTexts);
  const menuTexts = useMenuTexts();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      // The panel is a dialog (MUI gives the paper role="dialog"): it needs a name.
      slotProps={{
        paper: { sx: { width: MENU_WIDTH, maxWidth: '85vw' }, 'aria-label': t('mainMenu') },
      }}
    >
      <MenuHeader onClose={onClose} texts={menuTexts} />
      <SideMenu onNavigate={onClose} />
    </Drawer>
  );
}
