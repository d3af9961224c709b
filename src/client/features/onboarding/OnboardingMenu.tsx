import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Login from '@mui/icons-material/Login';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { frameTexts } from '../../../domain/i18n/generated/en/frame';
import { onboardingTexts } from '../../../domain/i18n/generated/en/onboarding';
import { loginPath } from '../../../domain/routes';
import type { Settings } from '../../api';
import { MenuDrawer } from '../../design/MenuDrawer';
import type { MenuItem } from '../../design/MenuList';
import { useMenuTexts } from '../../i18n/useFrameLabels';
import { useTexts } from '../../i18n/useTexts';

/**
 * docs/product.md "Onboarding flow" side menu: Home, FAQ, Blog, Restart, Get help, Log In (hidden
 * when signed in). The site's pages open in a new tab, so the answers so far stay here. Loaded when
 * first opened.
 */
export default function OnboardingMenu({
  open,
  onClose,
  links,
  signedIn,
  email,
  onRestart,
  onHelp,
}: {
  open: boolean;
  onClose: () => void;
  links: Settings['links'] | undefined;
  signedIn: boolean;
  email: string | null;
  onRestart: () => void;
  /** Also: a message to support, with a diagnostics snapshot. */
  onHelp: () => void;
}) {
  const t = useTexts(onboardingTexts, frameTexts);
  const menuTexts = useMenuTexts();
  const items: MenuItem[] = [];
  if (links)
    items.push(
      { key: 'home', label: t('home'), icon: <HomeOutlined />, href: links.home },
      { key: 'faq', label: t('faq'), icon: <HelpOutlineOutlined />, href: links.faq },
      { key: 'blog', label: t('blog'), icon: <ArticleOutlined />, href: links.blog },
    );
  items.push({
    key: 'restart',
    label: t('restart'),
    icon: <RestartAlt />,
    onClick: onRestart,
  });
  items.push({
    key: 'help',
    label: t('help'),
    icon: <SupportAgentOutlined />,
    onClick: onHelp,
  });
  if (!signedIn)
    items.push({
      key: 'login',
      label: t('logIn'),
      icon: <Login />,
      to: loginPath(email),
    });
  return (
    <MenuDrawer open={open} onClose={onClose} label={t('menu')} items={items} texts={menuTexts} />
  );
}
