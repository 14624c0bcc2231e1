import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  /** The anchor: /settings#notifications lands here. */
  id: string;
  title: string;
  children: ReactNode;
}

export function SettingsSection({ id, title, children }: SettingsSectionProps) {
  return (
    <Paper component="section" id={id} aria-labelledby={`${id}-title`} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}>
      {/* Focusable from script, so that landing on the anchor also moves a screen reader here. */}
      <Typography id={`${id}-title`} component="h2" variant="h6" tabIndex={-1} sx={{ mb: 1.5, outline: 'none' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
