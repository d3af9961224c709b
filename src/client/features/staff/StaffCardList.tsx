import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { staffTexts } from '../../../domain/messages/staff';
import { PageSpinner } from '../../components/PageSpinner';
import { SectionCard } from '../../design';

/**
 * A staff console list page (snapshots, data requests, account deletions): its heading, an
 * optional introduction, then a spinner, the failure, the empty text or one card per item.
 */
export function StaffCardList<T>({
  title,
  intro,
  empty,
  list,
  items,
  card,
}: {
  title: string;
  intro?: string;
  empty: string;
  /** The list query's state (RTK Query). */
  list: { isFetching: boolean; isError: boolean; data?: unknown };
  items: readonly T[];
  /** Each item's key, card title and card content. */
  card: (item: T) => { key: string | number; title: string; content: ReactNode };
}) {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {intro ? <Typography sx={{ mb: 2 }}>{intro}</Typography> : null}
      {list.isFetching && !list.data ? (
        <PageSpinner />
      ) : list.isError ? (
        <Alert severity="error">{staffTexts.failed}</Alert>
      ) : items.length === 0 ? (
        <Typography>{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {items.map((item) => {
            const { key, title: cardTitle, content } = card(item);
            return (
              <li key={key}>
                <SectionCard title={cardTitle}>{content}</SectionCard>
              </li>
            );
          })}
        </Box>
      )}
    </>
  );
}
