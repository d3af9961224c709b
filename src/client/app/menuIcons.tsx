import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import type { ReactNode } from 'react';

/** The icon of each docs/product.md "Screens and routes" side-menu entry (src/domain/menu.ts ids), so a glance finds it. */
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
  'download-my-data': <FileDownloadOutlined />,
  'delete-my-account': <DeleteOutlineOutlined />,
  coupons: <LocalOfferOutlined />,
  logout: <Logout />,
};
