import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { callLogLine } from '../lib/call-log-line';
import type { CallRecord } from '../model/call';

/** One call in the thread, between its messages: 'Missed video call', 'Video call, 4 min'. */
export function CallLogLine({ call, time }: { call: CallRecord; time: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', color: 'text.secondary', my: 1 }}>
      <VideocamOutlined fontSize="small" aria-hidden />
      <Typography variant="caption" role="note">
        {callLogLine(call)} · {time}
      </Typography>
    </Stack>
  );
}
