import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ContactSupportOutlined from '@mui/icons-material/ContactSupportOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RssFeedOutlined from '@mui/icons-material/RssFeedOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import XIcon from '@mui/icons-material/X';
import type { ReactNode } from 'react';
import type { ExternalMenuEntry } from '../../domain/menu';

/** The icon of each §2.3 side-menu entry (src/domain/menu.ts ids), so a glance finds it. */
export const MENU_ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  transactions: <ReceiptLongOutlined />,
  account: <PersonOutlined />,
  'personal-information': <BadgeOutlined />,
  'security-settings': <LockOutlined />,
  'update-payment-method': <CreditCardOutlined />,
  'your-policies': <DescriptionOutlined />,
  'report-a-claim': <ReportProblemOutlined />,
  'claim-history': <HistoryOutlined />,
  'insurance-history': <ShieldOutlined />,
  coupons: <LocalOfferOutlined />,
  logout: <Logout />,
};

/** The icons of §1's outside links in the signed-in menu (the signed-out menu's own, alike). */
export const EXTERNAL_MENU_ICONS: Record<ExternalMenuEntry['id'], ReactNode> = {
  site: <HomeOutlined />,
  faq: <HelpOutlineOutlined />,
  blog: <RssFeedOutlined />,
  terms: <GavelOutlined />,
  contact: <ContactSupportOutlined />,
  facebook: <FacebookIcon />,
  instagram: <Instagram />,
  linkedin: <LinkedIn />,
  x: <XIcon />,
};
