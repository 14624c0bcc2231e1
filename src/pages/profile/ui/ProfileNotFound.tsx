import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { profileTexts, routes } from '@/shared/config';
import { profilePageTexts as texts } from '../config/texts';

/** An unknown, hidden or malformed profile id: this and nothing else (SPEC §2). */
export function ProfileNotFound() {
  return (
    <Container component="section" maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {profileTexts.notFound}
      </Typography>
      <Button component={RouterLink} to={routes.home} variant="contained">
        {texts.returnHome}
      </Button>
    </Container>
  );
}
