import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { canAddRoommate } from '../../../../domain/checkout/additional';
import { onboardingTitles } from '../../../../domain/messages';
import { purchaseTexts } from '../../../../domain/checkout/texts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  additionalInsuredSaved,
  type AuthorizedUser,
  type InsuredPerson,
} from '../onboardingSlice';
import { AuthorizedUserDialog, RoommateDialog, type Relation } from '../purchase/PersonDialogs';

type Editing = { kind: 'person'; relation: Relation | '' } | { kind: 'authorized' } | null;

function PersonRow({
  title,
  name,
  detail,
  onEdit,
  onRemove,
}: {
  title: string;
  name: string;
  detail?: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  // The actions sit on their own line under the name (right-aligned, wrapping): a long name or
  // e-mail wraps in its own space and never runs under the buttons.
  return (
    <ListItem divider aria-label={title} sx={{ display: 'block', px: 0 }}>
      <ListItemText
        primary={`${title}: ${name}`}
        secondary={detail}
        sx={{ m: 0, overflowWrap: 'anywhere' }}
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: 0.5 }}
      >
        <Button size="small" onClick={onEdit} aria-label={`${purchaseTexts.edit} ${title}`}>
          {purchaseTexts.edit}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={onRemove}
          aria-label={`${purchaseTexts.remove} ${title}`}
        >
          {purchaseTexts.remove}
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
        {purchaseTexts.additionalInsuredTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {purchaseTexts.additionalInsuredIntro}
      </Typography>
      <List aria-label="People on your policy">
        {roommate ? (
          <PersonRow
            title={purchaseTexts.roommate}
            name={fullName(roommate)}
            detail={roommate.email}
            onEdit={() => setEditing({ kind: 'person', relation: 'roommate' })}
            onRemove={() => setRoommate(null)}
          />
        ) : null}
        {spouse ? (
          <PersonRow
            title={purchaseTexts.spouse}
            name={fullName(spouse)}
            detail={spouse.email}
            onEdit={() => setEditing({ kind: 'person', relation: 'spouse' })}
            onRemove={() => setSpouse(null)}
          />
        ) : null}
        {authorizedUser ? (
          <PersonRow
            title={purchaseTexts.authorizedUser}
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
          {purchaseTexts.addRoommate}
        </Button>
        <Button
          variant="outlined"
          disabled={authorizedUser !== null}
          onClick={() => setEditing({ kind: 'authorized' })}
        >
          {purchaseTexts.addAuthorizedUser}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={() => dispatch(additionalInsuredSaved({ roommate, spouse, authorizedUser }))}
        >
          {onboardingTitles.continue}
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
