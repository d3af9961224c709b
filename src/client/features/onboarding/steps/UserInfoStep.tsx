import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useEffect, useState } from 'react';
import { Suspense } from '../../../components/Suspense';
import { Field, Form } from 'react-final-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PHONE_FORMATTED_LENGTH } from '../../../../domain/constants';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import {
  isUserInfoComplete,
  userInfoErrors,
  userInfoFromTenant,
  type UserInfoValues,
} from '../../../../domain/onboarding/userInfo';
import { loginPath } from '../../../../domain/routes';
import { formatPhone } from '../../../../domain/validation/phone';
import { messageOf } from '../../../api/answers';
import {
  api,
  useGetTenantForExistingQuery,
  useGetTenantForTokenQuery,
  type TenantRecord,
} from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSignedIn } from '../../../app/session';
import { TextFieldAdapter } from '../../../components/fields';
import { PageSpinner } from '../../../components/PageSpinner';
import { useJoinAssociation, useRaaEntry } from '../after/raa';
import { ConfirmDialog } from '../ConfirmDialog';
import { withLoadingTimeout } from '../flowGuards';
import { tenantPreloaded, userInfoSubmitted, type UserInfoAnswers } from '../onboardingSlice';
import { useLocalized, useTexts } from '../../../i18n/useTexts';

const RaaAgreementField = lazy(
  () => import(/* webpackChunkName: "onboarding-raa" */ '../after/RaaAgreementField'),
);

/** Scrolls the first invalid field into view (docs/product.md "Validation" user info). */
function scrollToFirstError() {
  const invalid = document.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  invalid?.focus();
}

const toAnswers = (values: UserInfoValues): UserInfoAnswers => ({
  firstName: (values.firstName ?? '').trim(),
  lastName: (values.lastName ?? '').trim(),
  email: (values.email ?? '').trim(),
  confirmEmail: (values.confirmEmail ?? '').trim(),
  phone: values.phone ?? '',
});

/**
 * Step 1 (docs/product.md "Onboarding flow", "Validation", "Who may do what"). Preloads the invited
 * tenant (/onboarding/{token}) or the signed-in tenant (email locked; complete info skips to the
 * address step, docs/product.md "States"), then checks that a visitor's email has no login yet
 * (docs/product.md "Messages").
 */
export function UserInfoStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectSignedIn);
  const { inviteToken, tenantId, userInfo, emailLocked, raaAgreed, raaJoined } = useAppSelector(
    (s) => s.onboarding,
  );
  // /raa (docs/product.md "Screens and routes"): the association's terms are accepted here; a
  // signed-in tenant joins on submit.
  const raa = useRaaEntry();
  const joinAssociation = useJoinAssociation();
  const [initialRaaAgreed] = useState(raaAgreed);
  const [existsFor, setExistsFor] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const t = useTexts(onboardingTexts);
  const answer = useLocalized(onboardingTexts);

  const byToken = useGetTenantForTokenQuery(
    { token: inviteToken ?? '' },
    { skip: signedIn || !inviteToken || tenantId !== null },
  );
  const existing = useGetTenantForExistingQuery(undefined, {
    skip: !signedIn || tenantId !== null,
  });
  const tenant: TenantRecord | undefined = signedIn ? existing.data : byToken.data;

  useEffect(() => {
    if (!tenant) return;
    const info = userInfoFromTenant(tenant);
    dispatch(tenantPreloaded({ tenantId: tenant.id, userInfo: info, emailLocked: signedIn }));
    // Joining needs the checkbox on this step, so /raa does not skip it.
    if (signedIn && isUserInfoComplete(info) && !(raa && !raaJoined))
      dispatch(userInfoSubmitted(info));
  }, [tenant, signedIn, raa, raaJoined, dispatch]);

  const tokenError =
    byToken.error && 'status' in byToken.error
      ? answer(messageOf(byToken.error) ?? t('generic'))
      : byToken.error
        ? t('generic')
        : null;

  if ((signedIn ? existing.isLoading : byToken.isLoading) && tenantId === null) {
    return <PageSpinner />;
  }

  const onSubmit = async (values: UserInfoValues) => {
    const answers = toAnswers(values);
    setFailure(null);
    if (signedIn) {
      if (raa && !raaJoined) {
        setChecking(true);
        await joinAssociation();
        setChecking(false);
      }
      dispatch(userInfoSubmitted(answers));
      return;
    }
    setChecking(true);
    const result = await withLoadingTimeout(
      dispatch(
        api.endpoints.getEmailExists.initiate(
          { email: answers.email },
          { subscribe: false, forceRefetch: true },
        ),
      ),
      () => setFailure(t('generic')),
    );
    setChecking(false);
    if (result.data?.tenant.user_exists) setExistsFor(answers.email);
    else if (result.data) dispatch(userInfoSubmitted(answers));
    else setFailure(t('generic'));
  };

  return (
    <>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('userInfo')}
      </Typography>
      {tokenError ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {tokenError}
        </Alert>
      ) : null}
      <Form<UserInfoValues & { raaAgreed?: boolean }>
        onSubmit={onSubmit}
        validate={userInfoErrors}
        initialValues={{
          ...(userInfo ?? { firstName: '', lastName: '', email: '', confirmEmail: '', phone: '' }),
          raaAgreed: initialRaaAgreed,
        }}
        render={({ handleSubmit, values }) => (
          <form
            noValidate
            onSubmit={(event) => {
              void handleSubmit(event);
              // Failed validation marks every field touched; show the first one.
              setTimeout(scrollToFirstError, 0);
            }}
          >
            <Stack spacing={1.5}>
              <Field name="firstName" component={TextFieldAdapter} label={t('firstName')} />
              <Field name="lastName" component={TextFieldAdapter} label={t('lastName')} />
              <Field
                name="email"
                component={TextFieldAdapter}
                label={t('email')}
                type="email"
                disabled={emailLocked}
              />
              <Field
                name="confirmEmail"
                component={TextFieldAdapter}
                label={t('confirmEmail')}
                type="email"
                disabled={emailLocked}
              />
              <Field
                name="phone"
                component={TextFieldAdapter}
                label={t('phone')}
                type="tel"
                parse={formatPhone}
                htmlInput={{ maxLength: PHONE_FORMATTED_LENGTH }}
              />
              {raa ? (
                <Suspense fallback={null}>
                  <RaaAgreementField />
                </Suspense>
              ) : null}
              {failure ? <Alert severity="error">{failure}</Alert> : null}
              <Button type="submit" variant="contained" size="large" disabled={checking}>
                {t('letsGo')}
              </Button>
              {signedIn ? null : (
                <Link component={RouterLink} to={loginPath(values.email)}>
                  {t('logIn')}
                </Link>
              )}
            </Stack>
          </form>
        )}
      />
      <ConfirmDialog
        open={existsFor !== null}
        title={t('emailExists')}
        confirmLabel={t('logIn')}
        cancelLabel={t('cancel')}
        onConfirm={() => navigate(loginPath(existsFor))}
        onCancel={() => setExistsFor(null)}
      />
    </>
  );
}
