import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { securityTexts as t } from '../config/texts';
import { RecoveryCodesList } from './RecoveryCodesList';

/** The codes and the one way out: she says she saved them. */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack spacing={2}>
      <RecoveryCodesList codes={codes} />
      <Button variant="contained" onClick={onDone} sx={{ alignSelf: 'flex-end' }}>
        {t.saved}
      </Button>
    </Stack>
  );
}
