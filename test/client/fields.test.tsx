import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { CheckboxAdapter, TextFieldAdapter } from '../../src/client/components/fields';

/** One field in a form whose values the test can read back. */
function renderField(field: React.ReactNode, initialValues: Record<string, unknown> = {}) {
  const values: { current: Record<string, unknown> } = { current: initialValues };
  render(
    <Form
      onSubmit={() => undefined}
      initialValues={initialValues}
      render={({ handleSubmit, values: current }) => {
        values.current = current;
        return <form onSubmit={handleSubmit}>{field}</form>;
      }}
    />,
  );
  return values;
}

describe('TextFieldAdapter: the Field type reaches the DOM input', () => {
  it('a password field is masked', () => {
    renderField(
      <Field name="password" label="Password" type="password" component={TextFieldAdapter} />,
    );
    const input = screen.getByLabelText('Password');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('typing into a password field still updates the form value', async () => {
    const values = renderField(
      <Field name="password" label="Password" type="password" component={TextFieldAdapter} />,
    );
    await userEvent.setup().type(screen.getByLabelText('Password'), 'secret7');
    expect(values.current.password).toBe('secret7');
    expect(screen.getByLabelText('Password')).toHaveValue('secret7');
  });

  it('an e-mail field gets type email and the e-mail keyboard, without capitalisation or spell check', () => {
    renderField(<Field name="email" label="Email" type="email" component={TextFieldAdapter} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toHaveAttribute('spellcheck', 'false');
  });

  it("an e-mail field's own autoComplete and input props win over the defaults", () => {
    renderField(
      <Field
        name="roommateEmail"
        label="Roommate Email"
        type="email"
        autoComplete="off"
        component={TextFieldAdapter}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Roommate Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('maxlength', '40');
  });

  it('a phone field gets type tel and the phone keypad', () => {
    renderField(<Field name="phone" label="Phone" type="tel" component={TextFieldAdapter} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
  });

  it('a field without a type stays a text input with no keyboard hint', () => {
    renderField(<Field name="fullName" label="Full Name" component={TextFieldAdapter} />);
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).not.toHaveAttribute('inputmode');
  });

  it("a date field is a date input, its label above the browser's own mm/dd/yyyy from the start", () => {
    renderField(
      <>
        <Field name="dateOfBirth" label="Date of Birth" type="date" component={TextFieldAdapter} />
        <Field name="city" label="City" component={TextFieldAdapter} />
      </>,
    );
    expect(screen.getByLabelText('Date of Birth')).toHaveAttribute('type', 'date');
    // Empty, a date box's label is shrunk (not drawn over the native placeholder); a text box's
    // label sits inside until it has a value.
    expect(screen.getByText('Date of Birth', { selector: 'label' })).toHaveAttribute(
      'data-shrink',
      'true',
    );
    expect(screen.getByText('City', { selector: 'label' })).toHaveAttribute('data-shrink', 'false');
  });
});

describe('CheckboxAdapter with <Field type="checkbox">', () => {
  it('renders a checkbox that follows and sets the boolean form value', async () => {
    const values = renderField(
      <Field name="terms" type="checkbox" label="I agree" component={CheckboxAdapter} />,
      { terms: false },
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(box).not.toBeChecked();
    const user = userEvent.setup();
    await user.click(box);
    expect(box).toBeChecked();
    expect(values.current.terms).toBe(true);
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(values.current.terms).toBe(false);
  });

  it('starts checked from a true initial value', () => {
    renderField(
      <Field name="remember" type="checkbox" label="Remember Me" component={CheckboxAdapter} />,
      {
        remember: true,
      },
    );
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked();
  });
});
