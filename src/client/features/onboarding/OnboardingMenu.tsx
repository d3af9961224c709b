import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Login from '@mui/icons-material/Login';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { diagnosticsTexts } from '../../../domain/messages/diagnostics';
import { onboardingTitles } from '../../../domain/messages';
import { loginPath } from '../../../domain/routes';
import type { Settings } from '../../api';
import { MenuDrawer } from '../../design/MenuDrawer';
import type { MenuItem } from '../../design/MenuList';

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
  const items: MenuItem[] = [];
  if (links)
    items.push(
      { key: 'home', label: onboardingTitles.home, icon: <HomeOutlined />, href: links.home },
      { key: 'faq', label: onboardingTitles.faq, icon: <HelpOutlineOutlined />, href: links.faq },
      { key: 'blog', label: onboardingTitles.blog, icon: <ArticleOutlined />, href: links.blog },
    );
  items.push({
    key: 'restart',
    label: onboardingTitles.restart,
    icon: <RestartAlt />,
    onClick: onRestart,
  });
  items.push({
    key: 'help',
    label: diagnosticsTexts.helpMenu,
    icon: <SupportAgentOutlined />,
    onClick: onHelp,
  });
  if (!signedIn)
    items.push({
      key: 'login',
      label: onboardingTitles.logIn,
      icon: <Login />,
      to: loginPath(email),
    });
  return <MenuDrawer open={open} onClose={onClose} label="Onboarding menu" items={items} />;
}
