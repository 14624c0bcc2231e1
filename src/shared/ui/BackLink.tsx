import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { mirroredInRtl } from './mirrored-in-rtl';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <ArrowBackIcon fontSize="small" aria-hidden sx={mirroredInRtl} />
      {label}
    </Link>
  );
}
