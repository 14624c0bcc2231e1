import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { choiceLabel } from '@/shared/lib';

/** Stored choices (interests, goals) shown as chips in her language, in a list screen readers count. */
export function ChipList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {items.map((item) => (
        <li key={item}>
          <Chip label={choiceLabel(item)} />
        </li>
      ))}
    </Box>
  );
}
