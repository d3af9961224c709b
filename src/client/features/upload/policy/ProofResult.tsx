import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { uploadPolicyTexts } from '../../../../domain/i18n/generated/en/uploadPolicy';
import { splitChecks, type ProofCheckLike } from '../../../../domain/upload/wizard';
import { useTexts } from '../../../i18n/useTexts';

const MARK = { toFix: '✗', unread: '?', passed: '✓' } as const;
const COLOR = { toFix: 'error.main', unread: 'warning.dark', passed: 'success.main' } as const;

/** Each check's name, in the tenant's words (openapi ProofCheck.field): its message. */
const FIELD_NAMES: Record<string, keyof typeof uploadPolicyTexts.messages> = {
  interestedParty: 'fieldInterestedParty',
  interestedPartyAddress: 'fieldInterestedPartyAddress',
  namedInsured: 'fieldNamedInsured',
  policyNumber: 'fieldPolicyNumber',
  policyPeriod: 'fieldPolicyPeriod',
  liability: 'fieldLiability',
  insuredLocation: 'fieldInsuredLocation',
};

/**
 * What the check found, in the tenant's words: what needs fixing, what could not be
 * read (each with how to fix it), then what was confirmed. Headings name each group, so the
 * marks are only decoration.
 */
export function ProofResult({ checks }: { checks: readonly ProofCheckLike[] }) {
  const t = useTexts(uploadPolicyTexts) as (key: string) => string;
  const groups = splitChecks(checks);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {(['toFix', 'unread', 'passed'] as const).map((group) =>
        groups[group].length > 0 ? (
          <Box key={group} component="section" aria-label={t(group)}>
            <Typography variant="h4" component="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
              {t(group)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {groups[group].map((check) => (
                <Box component="li" key={check.field} sx={{ display: 'flex', gap: 1 }}>
                  {/* A mark, not words: hidden from screen readers, left alone by translators. */}
                  <Box
                    component="span"
                    aria-hidden
                    translate="no"
                    sx={{ color: COLOR[group], fontWeight: 700, minWidth: '1em' }}
                  >
                    {MARK[group]}
                  </Box>
                  <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                      {FIELD_NAMES[check.field] ? t(FIELD_NAMES[check.field]!) : check.field}
                    </Typography>
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      {/* In the app's language: the API says it in the one asked for. */}
                      {check.reason}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        ) : null,
      )}
    </Box>
  );
}
