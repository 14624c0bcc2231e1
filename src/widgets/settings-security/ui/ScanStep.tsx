import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CodeForm, type TotpEnrollment } from '@/entities/auth-factor';
import { securityTexts as t } from '../config/texts';
import { groupedSecret } from '../lib/grouped-secret';

interface ScanStepProps {
  enrollment: TotpEnrollment;
  onConfirmed: () => void;
  cancel: ReactNode;
}

/** The QR code (GoTrue's SVG, as supabase-js makes it a data URL) and the key to type, then the first code. */
export function ScanStep({ enrollment, onConfirmed, cancel }: ScanStepProps) {
  return (
    <Stack spacing={2}>
      <Typography>{t.scanText}</Typography>
      <Box component="img" src={enrollment.qrCode} alt={t.qrAlt} sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: 'common.white', p: 1, borderRadius: 1 }} />
      <div>
        <Typography variant="caption" color="text.secondary" component="p" id="totp-secret-label">
          {t.secretLabel}
        </Typography>
        <Typography aria-labelledby="totp-secret-label" sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all', userSelect: 'all' }}>
          {groupedSecret(enrollment.secret)}
        </Typography>
      </div>
      <Typography>{t.confirmText}</Typography>
      <CodeForm factorId={enrollment.factorId} submitLabel={t.confirm} onVerified={onConfirmed} secondaryAction={cancel} />
    </Stack>
  );
}
