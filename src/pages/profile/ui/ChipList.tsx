import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

/** Words shown as chips, in a list screen readers count. */
export function ChipList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {items.map((item) => (
        <li key={item}>
          <Chip label={item} />
        </li>
      ))}
    </Box>
  );
}
