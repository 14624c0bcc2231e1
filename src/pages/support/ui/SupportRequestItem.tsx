import StarIcon from '@mui/icons-material/Star';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/shared/lib';
import { supportTexts } from '../config/texts';
import type { SupportRequest } from '../model/support-request';

// Colours whose text passes AA contrast in both schemes (axe in e2e/support.spec.ts).
const STATE_CHIPS = {
  open: { color: 'default', variant: 'outlined' },
  answered: { color: 'success', variant: 'filled' },
  closed: { color: 'default', variant: 'filled' },
} as const;

/** One request: its subject, state, when she sent it and the start of what she wrote. */
export function SupportRequestItem({ request }: { request: SupportRequest }) {
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
          {request.subject}
        </Typography>
        {request.priority && <Chip size="small" color="primary" icon={<StarIcon />} label={supportTexts.priority} />}
        <Chip size="small" {...STATE_CHIPS[request.state]} label={supportTexts.states[request.state]} />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        {formatDate(request.createdAt)}
        {request.hasScreenshot && ` · ${supportTexts.screenshotAttached}`}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {request.message}
      </Typography>
    </ListItem>
  );
}
