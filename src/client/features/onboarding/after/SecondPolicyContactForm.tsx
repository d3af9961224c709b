import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { SECOND_POLICY_REASONS, type SecondPolicyReason } from '../../../../domain/constants';
import { afterPurchaseTexts } from '../../../../domain/i18n/generated/en/afterPurchase';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { secondPolicyErrors, type SecondPolicyValues } from '../../../../domain/validation/message';
import { useSendSecondPolicyMessageMutation } from '../../../api';
import { TextFieldAdapter } from '../../../components/fields';
import { SelectFieldAdapter } from '../../../components/selectField';
import { useLocalized, useTexts } from '../../../i18n/useTexts';

/**
 * The contact form of the second-policy page (docs/product.md "Second-policy page", "Records",
 * "Validation", "Messages"). A reason is sent as the English the server records and shown in the
 * tenant's language (the catalog's message of that English).
 */
export function SecondPolicyContactForm({
  email,
  tenantName,
  supportEmail,
  onSent,
}: {
  email: string;
  tenantName: string;
  supportEmail: string;
  onSent: () => void;
}) {
  const t = useTexts(afterPurchaseTexts, onboardingTexts, validationTexts);
  const o = useTexts(onboardingTexts);
  const reasonText = useLocalized(afterPurchaseTexts);
  const [send] = useSendSecondPolicyMessageMutation();
  const [failed, setFailed] = useState(false);

  const onSubmit = async (values: SecondPolicyValues) => {
    setFailed(false);
    const message = (values.message ?? '').trim();
    const result = await send({
      secondPolicyMessageRequest: {
        email: (values.email ?? '').trim(),
        reason: values.reason as SecondPolicyReason,
        ...(message ? { message } : {}),
        tenantName,
      },
    });
    if ('data' in result && result.data?.success) onSent();
    else setFailed(true);
  };

  return (
    <Form<SecondPolicyValues>
      onSubmit={onSubmit}
      validate={secondPolicyErrors}
      initialValues={{ email, reason: '', message: '' }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('contactTitle')}>
          <Stack spacing={1.5}>
            <Typography variant="h3" component="h2">
              {t('contactTitle')}
            </Typography>
            <Field name="email" component={TextFieldAdapter} label={o('email')} type="email" />
            <Field name="reason" component={SelectFieldAdapter} label={t('reasonLabel')}>
              {SECOND_POLICY_REASONS.map((reason) => (
                <MenuItem key={reason} value={reason}>
                  {reasonText(reason)}
                </MenuItem>
              ))}
            </Field>
            <Field
              name="message"
              component={TextFieldAdapter}
              label={t('messageLabel')}
              multiline
              minRows={3}
            />
            {failed ? (
              <Alert severity="error">{o('secondPolicyFailure', { email: supportEmail })}</Alert>
            ) : null}
            <Button type="submit" variant="contained" disabled={submitting}>
              {t('send')}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
