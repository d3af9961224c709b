import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { plainTexts } from '../../../domain/i18n/texts';
import { Field, Form } from 'react-final-form';
import { MESSAGE_MIN_LENGTH, MESSAGE_REASONS, type MessageReason } from '../../../domain/constants';
import { policyActionsTexts } from '../../../domain/i18n/generated/en/policyActions';
import { supportMessageTexts } from '../../../domain/i18n/generated/en/supportMessage';
import { validationTexts } from '../../../domain/i18n/generated/en/validation';
import { answersTexts } from '../../../domain/i18n/generated/en/answers';
import { useLocalized, useTexts } from '../../i18n/useTexts';
import { MessageSentPanel, type SentMessage } from './MessageSentPanel';
import {
  messageCounterColor,
  supportMessageErrors,
  type SupportMessageValues,
} from '../../../domain/validation/message';
import { useSendMessageMutation } from '../../api';
import { errorMessage } from '../../api/errors';
import { downloadSnapshot, takeSnapshot } from '../../app/diagnostics';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { toastShown } from '../../app/ui';
import { TextFieldAdapter } from '../fields';
import { SelectFieldAdapter } from '../selectField';
import { ActionDialog } from '../ActionDialog';
import { DiagnosticsChoice } from './DiagnosticsChoice';

const COUNTER_COLOR = { black: 'text.primary', red: 'error.main', green: 'success.main' } as const;

/** Each reason's words; the value sent (support's subject) is the reason's English. */
const REASON_KEYS = {
  'Billing/Charges': 'reasonBilling',
  'Add Someone To My Policy': 'reasonAddSomeone',
  'Address Change/Update': 'reasonAddress',
  'Update My Policy Coverages': 'reasonCoverages',
  Other: 'reasonOther',
} as const satisfies Record<MessageReason, string>;

/** The general question's choice: its value, English as support reads the subject. */
const GENERAL = /* @__PURE__ */ plainTexts(policyActionsTexts).generalPolicy;

/**
 * The Send a Message modal (docs/product.md "Dashboard", "Records" message, "Validation"): a policy
 * picker, the five reasons and a message of at least 30 characters with its counter (black, red
 * after a failed attempt under 30, green from 30). Sent from the signed-in tenant's own e-mail;
 * 'Your message has been sent!'. The upload wizard's 'contact us' (docs/product.md "Upload wizard")
 * opens it too: there the visitor may be anonymous, so without a known `email` an e-mail field is
 * asked for, and a fixed `topic` replaces the policy picker (an upload is not about one of their
 * policies).
 */
export function SendMessageDialog({
  email,
  policies = [],
  topic,
  from = 'message',
  reason = '',
  message = '',
  onClose,
}: {
  email: string | null;
  policies?: readonly string[];
  topic?: string;
  /** Where a diagnostics snapshot sent with it comes from. */
  from?: string;
  /** A reason and a message to start from (Policy Enhancements' 'Ask about adding it'). */
  reason?: MessageReason | '';
  message?: string;
  onClose: () => void;
}) {
  // The dialog's areas load together (its field errors' `validation`, a refusal's `answers`).
  const t = useTexts(policyActionsTexts, supportMessageTexts, validationTexts, answersTexts);
  const words = useTexts(supportMessageTexts);
  const localize = useLocalized(answersTexts);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // Asked, never assumed: the snapshot goes only if the tenant ticks the box.
  const [attach, setAttach] = useState(false);
  const [send] = useSendMessageMutation();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<SentMessage | null>(null);
  const counterId = useId();
  // The policies' titles are names (the subject support reads); a general question is words.
  const choices = policies.length ? policies : [GENERAL];
  const askEmail = !email;

  const onSubmit = async (values: SupportMessageValues) => {
    setError(null);
    const message: SentMessage = {
      email: email || (values.email ?? '').trim(),
      subject: `${values.reason} - ${topic ?? values.policy ?? choices[0]}`,
      msg: (values.message ?? '').trim(),
    };
    const result = await send({
      sendMessageRequest: {
        ...message,
        ...(attach ? { diagnostics: takeSnapshot(store.getState(), from) } : {}),
      },
    });
    if ('error' in result) {
      setError(errorMessage(result.error, t('messageFailed')));
      return;
    }
    dispatch(toastShown({ message: words('messageSent'), severity: 'success' }));
    // The toast lasts 1 s (docs/product.md "Limits"); the confirmation stays until the tenant
    // closes the dialog.
    setSent(message);
  };

  return (
    <ActionDialog title={sent ? words('sentTitle') : t('messageTitle')} onClose={onClose}>
      {() =>
        sent ? (
          <MessageSentPanel sent={sent} onClose={onClose} />
        ) : (
          <Form<SupportMessageValues>
            onSubmit={onSubmit}
            validate={(values) => supportMessageErrors(values, { askEmail })}
            initialValues={{ policy: choices[0], reason, message, email: '' }}
            render={({ handleSubmit, submitting, submitFailed, values }) => {
              const length = (values.message ?? '').trim().length;
              const color = messageCounterColor(length, submitFailed ?? false);
              return (
                <form onSubmit={handleSubmit} noValidate aria-label={t('messageTitle')}>
                  <DialogContent>
                    {askEmail ? (
                      <Field
                        name="email"
                        label={t('emailLabel')}
                        type="email"
                        autoComplete="email"
                        component={TextFieldAdapter}
                        margin="normal"
                      />
                    ) : null}
                    {topic === undefined ? (
                      <Field
                        name="policy"
                        label={t('policyLabel')}
                        component={SelectFieldAdapter}
                        fullWidth
                        margin="normal"
                      >
                        {choices.map((title) => (
                          <MenuItem key={title} value={title}>
                            {title === GENERAL ? (
                              t('generalPolicy')
                            ) : (
                              <span translate="no">{title}</span>
                            )}
                          </MenuItem>
                        ))}
                      </Field>
                    ) : null}
                    <Field
                      name="reason"
                      label={t('reasonLabel')}
                      component={SelectFieldAdapter}
                      fullWidth
                      margin="normal"
                    >
                      {MESSAGE_REASONS.map((reason) => (
                        <MenuItem key={reason} value={reason}>
                          {words(REASON_KEYS[reason])}
                        </MenuItem>
                      ))}
                    </Field>
                    <Field
                      name="message"
                      label={t('messageLabel')}
                      component={TextFieldAdapter}
                      multiline
                      minRows={4}
                      slotProps={{
                        htmlInput: { maxLength: 5000, 'aria-describedby': counterId },
                      }}
                    />
                    <Typography
                      id={counterId}
                      variant="body2"
                      data-color={color}
                      sx={{ color: COUNTER_COLOR[color], textAlign: 'right' }}
                    >
                      {t('messageCounter', { length, minimum: MESSAGE_MIN_LENGTH })}
                    </Typography>
                    <DiagnosticsChoice
                      attach={attach}
                      onAttach={setAttach}
                      onDownload={() => downloadSnapshot(takeSnapshot(store.getState(), from))}
                    />
                    {error ? <Alert severity="error">{localize(error)}</Alert> : null}
                  </DialogContent>
                  <DialogActions>
                    <Button onClick={onClose}>{t('close')}</Button>
                    <Button type="submit" variant="contained" disabled={submitting}>
                      {t('send')}
                    </Button>
                  </DialogActions>
                </form>
              );
            }}
          />
        )
      }
    </ActionDialog>
  );
}
