import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { membershipsTexts } from '../../../domain/i18n/generated/en/memberships';
import { ASSOCIATION_MENU_LABEL } from '../../../domain/menu';
import { membershipCards } from '../../../domain/policies/memberships';
import { isoDay } from '../../../domain/policies/status';
import { PATHS } from '../../../domain/routes';
import { useGetEnrollmentsQuery } from '../../api';
import { ListRow, ListRows } from '../../design/cards';
import { ActionsRow, Data, PolicyCardFrame, StatusBadge } from './cardParts';
import { appNow } from '../../app/appClock';
import { useSay, useTexts } from '../../i18n/useTexts';

function MembershipCard({ card }: { card: ReturnType<typeof membershipCards>[number] }) {
  const t = useTexts(membershipsTexts);
  const titleId = useId();
  return (
    <PolicyCardFrame
      kind={t('kind')}
      // The association's own name.
      title={ASSOCIATION_MENU_LABEL}
      titleId={titleId}
      titleIsData
      status={
        <StatusBadge label={card.status} tone={card.term === 'ended' ? 'warning' : 'success'} />
      }
    >
      <ListRows>
        {card.rows.map((row, i) => (
          // The first row's value is the policy number: the tenant's data.
          <ListRow
            key={row.label}
            label={row.label}
            value={i === 0 ? <Data>{row.value}</Data> : row.value}
          />
        ))}
      </ListRows>
      {card.term === 'ended' ? null : (
        <ActionsRow>
          <Button variant="outlined" component={RouterLink} to={PATHS.coupons}>
            {t('coupons')}
          </Button>
        </ActionsRow>
      )}
    </PolicyCardFrame>
  );
}

/**
 * docs/product.md "Dashboard" 'Your Policies and Memberships', "Records" Enrollment: an association
 * member's enrollments (GET /enrollments) under their policies, one card each with its policy
 * number, term, limits and monthly price. Fresh on every visit; shown to members only.
 */
export function MembershipCards() {
  const t = useTexts(membershipsTexts);
  const say = useSay(membershipsTexts);
  const { data, isError } = useGetEnrollmentsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (isError && !data) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  const cards = membershipCards(data?.enrollments ?? [], isoDay(appNow()), say);
  if (cards.length === 0) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {cards.map((card) => (
        <MembershipCard key={card.key} card={card} />
      ))}
    </Stack>
  );
}
