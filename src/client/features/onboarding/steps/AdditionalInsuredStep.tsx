import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { canAddRoommate } from '../../../../domain/checkout/additional';
import { addressTexts } from '../../../../domain/i18n/generated/en/address';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { peopleTexts } from '../../../../domain/i18n/generated/en/people';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTexts } from '../../../i18n/useTexts';
import {
  additionalInsuredSaved,
  type AuthorizedUser,
  type InsuredPerson,
} from '../onboardingSlice';
import { AuthorizedUserDialog, RoommateDialog, type Relation } from '../purchase/PersonDialogs';

type Editing = { kind: 'person'; relation: Relation | '' } | { kind: 'authorized' } | null;

type Who = 'roommate' | 'spouse' | 'authorizedUser';

/** Each row's texts, by who it is (whole phrases: the relation's word may change in a sentence). */
const ROW_KEYS = {
  roommate: {
    title: 'roommate',
    row: 'roommateRow',
    edit: 'editRoommate',
    remove: 'removeRoommate',
  },
  spouse: { title: 'spouse', row: 'spouseRow', edit: 'editSpouse', remove: 'removeSpouse' },
  authorizedUser: {
    title: 'authorizedUser',
    row: 'authorizedUserRow',
    edit: 'editAuthorizedUser',
    remove: 'removeAuthorizedUser',
  },
} as const;

function PersonRow({
  who,
  name,
  detail,
  onEdit,
  onRemove,
}: {
  who: Who;
  name: string;
  detail?: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const t = useTexts(peopleTexts);
  const keys = ROW_KEYS[who];
  // The actions sit on their own line under the name (right-aligned, wrapping): a long name or
  // e-mail wraps in its own space and never runs under the buttons. The name stays in the row's
  // one sentence ("Roommate: Ana Lee"), which the catalog words per language.
  return (
    <ListItem divider aria-label={t(keys.title)} sx={{ display: 'block', px: 0 }}>
      <ListItemText
        primary={t(keys.row, { name })}
        secondary={detail}
        // The e-mail is the person's own: a browser's translator leaves it alone.
        slotProps={{ secondary: { translate: 'no' } }}
        sx={{ m: 0, overflowWrap: 'anywhere' }}
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: 0.5 }}
      >
        <Button size="small" onClick={onEdit} aria-label={t(keys.edit)}>
          {t('edit')}
        </Button>
        <Button size="small" color="error" onClick={onRemove} aria-label={t(keys.remove)}>
          {t('remove')}
        </Button>
      </Stack>
    </ListItem>
  );
}

/**
 * Step 7 (docs/product.md "Onboarding flow" additional insured, "Validation", "Who may do what"):
 * at most one roommate, a spouse, and an authorized user, each edited in a popup; kept here until
 * Continue saves them.
 */
export default function AdditionalInsuredStep() {
  // The editors' areas load with the step's (one wait in another language).
  const t = useTexts(peopleTexts, onboardingTexts, addressTexts, validationTexts);
  const o = useTexts(onboardingTexts);
  const dispatch = useAppDispatch();
  const saved = useAppSelector((s) => s.onboarding);
  const tenantEmail = saved.userInfo?.email ?? '';
  const [roommate, setRoommate] = useState<InsuredPerson | null>(saved.roommate);
  const [spouse, setSpouse] = useState<InsuredPerson | null>(saved.spouse);
  const [authorizedUser, setAuthorizedUser] = useState<AuthorizedUser | null>(saved.authorizedUser);
  const [editing, setEditing] = useState<Editing>(null);

  const editedRelation = editing?.kind === 'person' ? editing.relation : '';
  const allowed: Record<Relation, boolean> = {
    roommate: canAddRoommate(roommate && editedRelation !== 'roommate' ? 1 : 0),
    spouse: !spouse || editedRelation === 'spouse',
  };
  const canAddPerson = canAddRoommate(roommate ? 1 : 0) || !spouse;

  const savePerson = (relation: Relation, person: InsuredPerson) => {
    // Changing the relation of the one being edited moves them.
    if (editedRelation === 'roommate' && relation !== 'roommate') setRoommate(null);
    if (editedRelation === 'spouse' && relation !== 'spouse') setSpouse(null);
    if (relation === 'roommate') setRoommate(person);
    else setSpouse(person);
    setEditing(null);
  };
  const personOf = (relation: Relation | '') =>
    relation === 'roommate' ? roommate : relation === 'spouse' ? spouse : null;
  const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

  return (
    <>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('additionalInsuredTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('additionalInsuredIntro')}
      </Typography>
      <List aria-label={t('peopleOnPolicy')}>
        {roommate ? (
          <PersonRow
            who="roommate"
            name={fullName(roommate)}
            detail={roommate.email}
            onEdit={() => setEditing({ kind: 'person', relation: 'roommate' })}
            onRemove={() => setRoommate(null)}
          />
        ) : null}
        {spouse ? (
          <PersonRow
            who="spouse"
            name={fullName(spouse)}
            detail={spouse.email}
            onEdit={() => setEditing({ kind: 'person', relation: 'spouse' })}
            onRemove={() => setSpouse(null)}
          />
        ) : null}
        {authorizedUser ? (
          <PersonRow
            who="authorizedUser"
            name={fullName(authorizedUser)}
            onEdit={() => setEditing({ kind: 'authorized' })}
            onRemove={() => setAuthorizedUser(null)}
          />
        ) : null}
      </List>
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          disabled={!canAddPerson}
          onClick={() =>
            setEditing({
              kind: 'person',
              relation: canAddRoommate(roommate ? 1 : 0) ? 'roommate' : 'spouse',
            })
          }
        >
          {t('addRoommate')}
        </Button>
        <Button
          variant="outlined"
          disabled={authorizedUser !== null}
          onClick={() => setEditing({ kind: 'authorized' })}
        >
          {t('addAuthorizedUser')}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={() => dispatch(additionalInsuredSaved({ roommate, spouse, authorizedUser }))}
        >
          {o('continue')}
        </Button>
      </Stack>
      {editing?.kind === 'person' ? (
        <RoommateDialog
          initial={{ relation: editing.relation, person: personOf(editing.relation) }}
          tenantEmail={tenantEmail}
          allowed={allowed}
          onSave={savePerson}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'authorized' ? (
        <AuthorizedUserDialog
          initial={authorizedUser}
          onSave={(user) => {
            setAuthorizedUser(user);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
