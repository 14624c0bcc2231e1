import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { openPreferences } from '@/features/set-preferences';
import { useAppDispatch } from '@/shared/redux';
import { profileGridTexts } from '../config/texts';

/** Under the last card of the last page: the scroll ends here, and wider filters are the way on. */
export function FeedEnd() {
  const dispatch = useAppDispatch();
  return (
    <Box sx={{ mt: 4, textAlign: 'center', display: 'grid', gap: 1.5, justifyItems: 'center' }}>
      <Typography sx={{ fontWeight: 600 }}>{profileGridTexts.endTitle}</Typography>
      <Typography color="text.secondary">{profileGridTexts.endHint}</Typography>
      <Button variant="outlined" onClick={() => dispatch(openPreferences())}>
        {profileGridTexts.openPreferences}
      </Button>
    </Box>
  );
}
