import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Field, Form } from 'react-final-form';
import { uploadTexts } from '../../../../domain/i18n/generated/en/upload';
import { uploadAccountTexts } from '../../../../domain/i18n/generated/en/uploadAccount';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { formatPhone } from '../../../../domain/validation/phone';
import { personalErrors, type UploadPersonalValues } from '../../../../domain/validation/upload';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TextFieldAdapter } from '../../../components/fields';
import { useTexts } from '../../../i18n/useTexts';
import { personalSaved } from '../uploadSlice';

/** docs/product.md "Upload wizard" personal step: first name, last name, phone and e-mail (docs/product.md "Validation"), prefilled from what is known. */
export function PersonalForm() {
  // The fields' errors (validation) load with the step's words.
  const t = useTexts(uploadAccountTexts, uploadTexts, validationTexts);
  const w = useTexts(uploadTexts);
  const dispatch = useAppDispatch();
  const saved = useAppSelector((s) => s.upload.personal);
  const tenant = useAppSelector((s) => s.upload.tenant);
  const lookupEmail = useAppSelector((s) => s.upload.lookupEmail);
  const initial: UploadPersonalValues = saved ?? {
    firstName: tenant?.first_name ?? '',
    lastName: tenant?.last_name ?? '',
    email: tenant?.tenant_email ?? lookupEmail,
    phone: formatPhone(tenant?.tenant_phone ?? tenant?.phone ?? ''),
  };
  return (
    <Form<UploadPersonalValues>
      initialValues={initial}
      validate={personalErrors}
      onSubmit={(v) =>
        dispatch(
          personalSaved({
            firstName: String(v.firstName ?? '').trim(),
            lastName: String(v.lastName ?? '').trim(),
            email: String(v.email ?? '').trim(),
            phone: String(v.phone ?? ''),
          }),
        )
      }
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('personalTitle')}>
          <Stack spacing={1}>
            <Typography variant="h2" component="h1">
              {t('personalTitle')}
            </Typography>
            <Field
              name="firstName"
              label={w('firstName')}
              component={TextFieldAdapter}
              autoComplete="given-name"
              slotProps={{ htmlInput: { maxLength: 30 } }}
            />
            <Field
              name="lastName"
              label={w('lastName')}
              component={TextFieldAdapter}
              autoComplete="family-name"
              slotProps={{ htmlInput: { maxLength: 30 } }}
            />
            <Field
              name="phone"
              label={t('phone')}
              type="tel"
              component={TextFieldAdapter}
              parse={formatPhone}
              autoComplete="tel"
            />
            <Field
              name="email"
              label={w('email')}
              type="email"
              component={TextFieldAdapter}
              autoComplete="email"
            />
            <Button type="submit" variant="contained" size="large">
              {t('next')}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
