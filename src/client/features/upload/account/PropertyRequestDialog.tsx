import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import {
  accountNotFoundBody,
  accountNotFoundSubject,
  uploadTexts,
} from '../../../../domain/messages';
import {
  propertyRequestErrors,
  type PropertyRequestValues,
} from '../../../../domain/validation/upload';
import { useRequestAdditionMutation } from '../../../api';
import { errorMessage } from '../../../api/errors';
import { useAppSelector } from '../../../app/hooks';
import { ActionDialog } from '../../../components/ActionDialog';
import { TextFieldAdapter } from '../../../components/fields';

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
    if ('error' in result) setError(errorMessage(result.error, uploadTexts.contactFailed));
    else setSent(true);
  };

  return (
    <ActionDialog title={uploadTexts.contactTitle} onClose={onClose}>
      {() =>
        sent ? (
          <>
            <DialogContent>
              <Alert severity="success">{uploadTexts.contactSent}</Alert>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{uploadTexts.close}</Button>
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
              <form onSubmit={handleSubmit} noValidate aria-label={uploadTexts.contactTitle}>
                <DialogContent>
                  <Typography>{uploadTexts.contactIntro}</Typography>
                  <Field
                    name="firstName"
                    label={uploadTexts.firstName}
                    component={TextFieldAdapter}
                  />
                  <Field
                    name="lastName"
                    label={uploadTexts.lastName}
                    component={TextFieldAdapter}
                  />
                  <Field
                    name="email"
                    label={uploadTexts.email}
                    type="email"
                    component={TextFieldAdapter}
                  />
                  <Field
                    name="streetAddress"
                    label={uploadTexts.address}
                    component={TextFieldAdapter}
                    slotProps={{ htmlInput: { maxLength: 100 } }}
                  />
                  <Field
                    name="unit"
                    label={uploadTexts.unit}
                    component={TextFieldAdapter}
                    slotProps={{ htmlInput: { maxLength: 20 } }}
                  />
                  <Field
                    name="managementCompanyName"
                    label={uploadTexts.managementCompanyName}
                    component={TextFieldAdapter}
                    slotProps={{ htmlInput: { maxLength: 100 } }}
                  />
                  <Field
                    name="managementCompanyAddress"
                    label={uploadTexts.managementCompanyAddress}
                    component={TextFieldAdapter}
                    slotProps={{ htmlInput: { maxLength: 255 } }}
                  />
                  {error ? <Alert severity="error">{error}</Alert> : null}
                </DialogContent>
                <DialogActions>
                  <Button onClick={onClose}>{uploadTexts.close}</Button>
                  <Button type="submit" variant="contained" disabled={submitting}>
                    {uploadTexts.contactSend}
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
