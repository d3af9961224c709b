import FacebookIcon from '@mui/icons-material/Facebook';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Login from '@mui/icons-material/Login';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import XIcon from '@mui/icons-material/X';
import { siteMenuTexts } from '../../domain/i18n/generated/en/siteMenu';
import { PATHS } from '../../domain/routes';
import type { Settings } from '../api';
import { MenuDrawer, type MenuItem } from '../design';
import { useMenuTexts } from '../i18n/useFrameLabels';
import { useTexts } from '../i18n/useTexts';
import { frameTexts } from '../../domain/i18n/generated/en/frame';

/**
 * docs/product.md "Screens and routes" splash side menu: site home and FAQ, onboarding, login,
 * social links. The same menu serves every signed-out page (log-in, sign-up, upload), so the frame
 * is one everywhere.
 */
export default function SiteMenu({
  open,
  onClose,
  links,
}: {
  open: boolean;
  onClose: () => void;
  links: Settings['links'] | undefined;
}) {
  const t = useTexts(siteMenuTexts, frameTexts);
  const menuTexts = useMenuTexts();
  // The documented order: the site's home and FAQ, onboarding, log-in, then the social links.
  const items: MenuItem[] = [];
  if (links)
    items.push(
      { key: 'home', label: t('home'), icon: <HomeOutlined />, href: links.home },
      { key: 'faq', label: t('faq'), icon: <HelpOutlineOutlined />, href: links.faq },
    );
  items.push(
    { key: 'quote', label: t('getAQuote'), icon: <RequestQuoteOutlined />, to: PATHS.onboarding },
    {
      key: 'upload',
      label: t('uploadProof'),
      icon: <UploadFileOutlined />,
      to: PATHS.upload,
    },
    { key: 'login', label: t('logIn'), icon: <Login />, to: PATHS.login },
  );
  if (links)
    items.push(
      {
        key: 'facebook',
        label: t('facebook'),
        icon: <FacebookIcon />,
        href: links.facebook,
        dividerBefore: true,
      },
      { key: 'instagram', label: t('instagram'), icon: <Instagram />, href: links.instagram },
      { key: 'linkedin', label: t('linkedin'), icon: <LinkedIn />, href: links.linkedin },
      { key: 'twitter', label: t('twitter'), icon: <XIcon />, href: links.twitter },
    );
  return (
    <MenuDrawer open={open} onClose={onClose} label={t('label')} items={items} texts={menuTexts} />
  );
}
