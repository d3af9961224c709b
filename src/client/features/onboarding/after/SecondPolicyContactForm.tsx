import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { SECOND_POLICY_REASONS, type SecondPolicyReason } from '../../../../domain/constants';
import { afterPurchaseTexts, secondPolicyFailure } from '../../../../domain/messages';
import { secondPolicyErrors, type SecondPolicyValues } from '../../../../domain/validation/message';
import { useSendSecondPolicyMessageMutation } from '../../../api';
import { TextFieldAdapter } from '../../../components/fields';
import { SelectFieldAdapter } from '../../../components/selectField';

/** The contact form of the second-policy page (docs/product.md "Second-policy page", "Records", "Validation", "Messages"). */
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
        <form onSubmit={handleSubmit} noValidate aria-label={afterPurchaseTexts.contactTitle}>
          <Stack spacing={1.5}>
            <Typography variant="h3" component="h2">
              {afterPurchaseTexts.contactTitle}
            </Typography>
            <Field
              name="email"
              component={TextFieldAdapter}
              label={afterPurchaseTexts.emailLabel}
              type="email"
            />
            <Field
              name="reason"
              component={SelectFieldAdapter}
              label={afterPurchaseTexts.reasonLabel}
            >
              {SECOND_POLICY_REASONS.map((reason) => (
                <MenuItem key={reason} value={reason}>
                  {reason}
                </MenuItem>
              ))}
            </Field>
            <Field
              name="message"
              component={TextFieldAdapter}
              label={afterPurchaseTexts.messageLabel}
              multiline
              minRows={3}
            />
            {failed ? <Alert severity="error">{secondPolicyFailure(supportEmail)}</Alert> : null}
            <Button type="submit" variant="contained" disabled={submitting}>
              {afterPurchaseTexts.send}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
