import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { policyActionsTexts } from '../../../../domain/i18n/generated/en/policyActions';
import { useTexts } from '../../../i18n/useTexts';
import { brandName } from '../../../design';
import { ActionDialog } from '../../../components/ActionDialog';

function Choice({
  to,
  icon,
  title,
  help,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  help: string;
}) {
  return (
    <Button
      component={RouterLink}
      to={to}
      variant="outlined"
      startIcon={icon}
      sx={{ justifyContent: 'flex-start', textAlign: 'left', py: 1.5 }}
    >
      <span>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {help}
        </Typography>
      </span>
    </Button>
  );
}

/** The Upload New Policy modal (docs/product.md "Dashboard"): buy from us, or upload a policy held elsewhere. */
export function UploadNewPolicyDialog({ onClose }: { onClose: () => void }) {
  const t = useTexts(policyActionsTexts);
  return (
    <ActionDialog title={t('uploadTitle')} onClose={onClose}>
      {() => (
        <>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>{t('uploadIntro')}</Typography>
            <Stack spacing={1.5}>
              <Choice
                to="/tenant/onboarding"
                icon={<ShieldOutlined />}
                title={t('getInsurance', { brand: brandName })}
                help={t('getInsuranceHelp')}
              />
              <Choice
                to="/tenant/upload"
                icon={<UploadFileOutlined />}
                title={t('uploadInsurance')}
                help={t('uploadInsuranceHelp')}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </>
      )}
    </ActionDialog>
  );
}
