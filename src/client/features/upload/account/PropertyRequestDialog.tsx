import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { uploadTexts } from '../../../../domain/i18n/generated/en/upload';
import { uploadAccountTexts } from '../../../../domain/i18n/generated/en/uploadAccount';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import {
  accountNotFoundBody,
  accountNotFoundSubject,
} from '../../../../domain/upload/supportRequest';
import {
  propertyRequestErrors,
  type PropertyRequestValues,
} from '../../../../domain/validation/upload';
import { useRequestAdditionMutation } from '../../../api';
import { errorMessage } from '../../../api/errors';
import { useAppSelector } from '../../../app/hooks';
import { ActionDialog } from '../../../components/ActionDialog';
import { TextFieldAdapter } from '../../../components/fields';
import { useTexts } from '../../../i18n/useTexts';

const text = (value: unknown) => String(value ?? '').trim();

/**
 * 'Can't find your address? Click Here' (docs/product.md "Upload wizard"): who asks, the rental
 * address and unit, and the management company's name and address, sent to support as a property
 * request (requestAddition, kind property) whose message is docs/product.md "Calls" 'Upload Error -
 * Account Not Found' plus the company, with the resident's name, e-mail and address.
 */
export default function PropertyRequestDialog({
  unit,
  onClose,
}: {
  unit: string;
  onClose: () => void;
}) {
  // The fields' errors (validation) load with the dialog's words. What goes to support (the
  // message below) stays English.
  const t = useTexts(uploadAccountTexts, uploadTexts, validationTexts);
  const w = useTexts(uploadTexts);
  const personal = useAppSelector((s) => s.upload.personal);
  const [send] = useRequestAdditionMutation();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = async (v: PropertyRequestValues) => {
    setError(null);
    const company = text(v.managementCompanyName);
    const name = `${text(v.firstName)} ${text(v.lastName)}`;
    const address = [text(v.streetAddress), text(v.unit)].filter(Boolean).join(', ');
    const managementCompanyAddress = text(v.managementCompanyAddress);
    const result = await send({
      additionRequest: {
        kind: 'property',
        firstName: text(v.firstName),
        lastName: text(v.lastName),
        email: text(v.email),
        streetAddress: text(v.streetAddress),
        managementCompanyName: company,
        ...(text(v.unit) ? { unit: text(v.unit) } : {}),
        ...(managementCompanyAddress ? { managementCompanyAddress } : {}),
        message: `${accountNotFoundSubject(company)}\n${accountNotFoundBody({
          name,
          email: text(v.email),
          address,
          managementCompanyAddress,
        })}`,
      },
    });
    // The server's answer is in the app's language already; else the dialog's own words.
    if ('error' in result) setError(errorMessage(result.error, t('contactFailed')));
    else setSent(true);
  };

  return (
    <ActionDialog title={t('contactTitle')} onClose={onClose}>
      {() =>
        sent ? (
          <>
            <DialogContent>
              <Alert severity="success">{t('contactSent')}</Alert>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('close')}</Button>
            </DialogActions>
          </>
        ) : (
          <Form<PropertyRequestValues>
            onSubmit={onSubmit}
            validate={propertyRequestErrors}
            initialValues={{
              firstName: personal?.firstName ?? '',
              lastName: personal?.lastName ?? '',
              email: personal?.email ?? '',
              unit,
            }}
            render={({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={t('contactTitle')}>
                <DialogContent>
                  <Typography>{t('contactIntro')}</Typography>
                  <Field name="firstName" label={w('firstName')} component={TextFieldAdapter} />
                  <Field name="lastName" label={w('lastName')} component={TextFieldAdapter} />
                  <Field
                    name="email"
                    label={w('email')}
                    type="email"
                    component={TextFieldAdapter}
                  />
                  <Field
                    name="streetAddress"
                    label={w('address')}
                    component={TextFieldAdapter}
                    slotProps={{ htmlInput: { maxLength: 100 } }}
                  />
                  <Field
                    name="unit"
                    label={t('unit')}
                    component={TextFieldAdapter}
                    slotProps={{ htmlInput: { maxLength: 20 } }}
                  />
                  <Field
                    name="managementCompanyName"
                    label={t('managementCompanyName')}
                    component={TextFieldAdapter}
                    slotProps={{ htmlInput: { maxLength: 100 } }}
                  />
                  <Field
                    name="managementCompanyAddress"
                    label={t('managementCompanyAddress')}
                    component={TextFieldAdapter}
                    slotProps={{ htmlInput: { maxLength: 255 } }}
                  />
                  {error ? <Alert severity="error">{error}</Alert> : null}
                </DialogContent>
                <DialogActions>
                  <Button onClick={onClose}>{t('close')}</Button>
                  <Button type="submit" variant="contained" disabled={submitting}>
                    {t('contactSend')}
                  </Button>
                </DialogActions>
              </form>
            )}
          />
        )
      }
    </ActionDialog>
  );
}
