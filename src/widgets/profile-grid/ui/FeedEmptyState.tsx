import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { openPreferences } from '@/features/set-preferences';
import { useAppDispatch } from '@/shared/redux';
import { profileGridTexts } from '../config/texts';

/** Nobody left to show: suggest wider filters, with the way there. */
export function FeedEmptyState() {
  const dispatch = useAppDispatch();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
      <Typography component="h2" variant="h6">
        {profileGridTexts.emptyTitle}
      </Typography>
      <Typography color="text.secondary">{profileGridTexts.emptyHint}</Typography>
      <Button variant="contained" onClick={() => dispatch(openPreferences())}>
        {profileGridTexts.openPreferences}
      </Button>
    </Paper>
  );
}
