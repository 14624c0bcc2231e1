import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface SettingsPartProps {
  title: string;
  text?: string;
  children: ReactNode;
}

/** One part of a Settings section (Change password, Authenticator app): a level-3 heading, a line, its controls. */
export function SettingsPart({ title, text, children }: SettingsPartProps) {
  const headingId = useId();
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {text && <Typography color="text.secondary">{text}</Typography>}
      {children}
    </Stack>
  );
}
