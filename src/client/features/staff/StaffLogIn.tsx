import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Field, Form } from 'react-final-form';
import { staffTexts } from '../../../domain/messages/staff';
import { staffLogInErrors, type StaffLogInValues } from '../../../domain/validation/staff';
import { TextFieldAdapter } from '../../components/fields';
import { staffErrorText, useStaffLogInMutation } from './staffApi';
import { useStaffDispatch } from './staffHooks';
import { staffSignedIn } from './staffSession';

/** E-mail, password and the authenticator's code together: staff have two-factor from the start. */
export function StaffLogIn({ ended }: { ended: boolean }) {
  const dispatch = useStaffDispatch();
  const [logIn, { isLoading, error }] = useStaffLogInMutation();
  const onSubmit = async (values: StaffLogInValues) => {
    const answer = await logIn({
      staffLogInRequest: {
        email: (values.email ?? '').trim(),
        password: values.password ?? '',
        code: (values.code ?? '').trim(),
      },
    });
    if ('data' in answer && answer.data) {
      const { token, expiresAt, staff } = answer.data;
      dispatch(staffSignedIn({ token, expiresAt, name: staff.name }));
    }
  };
  const failure = error ? staffErrorText(error, staffTexts.failed) : null;

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {staffTexts.logInTitle}
      </Typography>
      <Typography sx={{ mb: 1 }}>{staffTexts.logInIntro}</Typography>
      {ended && !error ? (
        <Alert severity="info" sx={{ my: 1 }}>
          {staffTexts.sessionEnded}
        </Alert>
      ) : null}
      <Form<StaffLogInValues>
        onSubmit={onSubmit}
        validate={staffLogInErrors}
        initialValues={{ email: '', password: '', code: '' }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Field
              name="email"
              component={TextFieldAdapter}
              label={staffTexts.email}
              type="email"
              autoComplete="username"
            />
            <Field
              name="password"
              component={TextFieldAdapter}
              label={staffTexts.password}
              type="password"
              autoComplete="current-password"
            />
            <Field
              name="code"
              component={TextFieldAdapter}
              label={staffTexts.code}
              helperText={staffTexts.codeHint}
              type="text"
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
            />
            {failure ? (
              <Alert severity="error" sx={{ my: 1 }}>
                {failure}
              </Alert>
            ) : null}
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={isLoading}
              sx={{ mt: 1 }}
            >
              {staffTexts.logIn}
            </Button>
          </form>
        )}
      />
    </>
  );
}
