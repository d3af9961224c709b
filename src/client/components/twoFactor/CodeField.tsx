import { TextInput } from '../../design/TextInput';
import { BACKUP_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from '../../../domain/constants';
import { twoFactorTexts } from '../../../domain/i18n/generated/en/twoFactor';
import { useTexts } from '../../i18n/useTexts';
import { sanitizeBackupCodeInput, sanitizeCodeInput } from '../../../domain/twoFactor/code';

/** A 6-digit code field, or (`backup`) an 8-character backup-code field uppercased as typed. */
export function CodeField({
  value,
  onChange,
  backup = false,
  disabled = false,
  autoFocus = true,
}: {
  value: string;
  onChange: (code: string) => void;
  backup?: boolean;
  disabled?: boolean;
  /** Off where the code field is not the first thing to fill (a longer form). */
  autoFocus?: boolean;
}) {
  const t = useTexts(twoFactorTexts);
  return (
    <TextInput
      label={backup ? t('backupCode') : t('verificationCode')}
      value={value}
      disabled={disabled}
      autoFocus={autoFocus}
      onChange={(e) =>
        onChange(
          backup ? sanitizeBackupCodeInput(e.target.value) : sanitizeCodeInput(e.target.value),
        )
      }
      slotProps={{
        htmlInput: {
          maxLength: backup ? BACKUP_CODE_LENGTH : TWO_FACTOR_CODE_LENGTH,
          inputMode: backup ? 'text' : 'numeric',
          autoComplete: 'one-time-code',
          autoCapitalize: backup ? 'characters' : undefined,
          style: { letterSpacing: '0.3em', fontFamily: 'monospace' },
        },
      }}
    />
  );
}
