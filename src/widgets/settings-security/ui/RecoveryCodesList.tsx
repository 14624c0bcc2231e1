import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import toast from 'react-hot-toast';
import { downloadFile } from '@/shared/lib';
import { securityTexts as t } from '../config/texts';

/** A new set of recovery codes, shown this once: to copy or download before the dialog closes. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t.shownOnce}</Alert>
      <Box
        component="ul"
        aria-label={t.codesLabel}
        sx={{ m: 0, p: 2, listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, fontFamily: 'monospace', fontSize: '1.05rem', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t.copy}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadFile(new Blob([`${text}\n`], { type: 'text/plain' }), t.downloadName)}>
          {t.download}
        </Button>
      </Stack>
    </Stack>
  );
}
