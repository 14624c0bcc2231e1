import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  /** Shown beside the title, e.g. the theme toggle. */
  actionSlot?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in and registration screens. */
export function AuthCard({ title, subtitle, actionSlot, children }: AuthCardProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 3 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography component="h1" variant="h4">
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {actionSlot}
        </Box>
        {children}
      </Paper>
    </Container>
  );
}
