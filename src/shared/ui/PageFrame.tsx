import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page's frame: its heading and what it holds. */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
