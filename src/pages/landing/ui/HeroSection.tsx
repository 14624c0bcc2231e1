import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { routes } from '@/shared/config';
import { landingTexts } from '../config/texts';

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        py: { xs: 8, md: 14 },
        background: (theme) =>
          `radial-gradient(ellipse at top, rgb(${theme.vars.palette.primary.mainChannel} / 0.2), transparent 60%), radial-gradient(ellipse at bottom right, rgb(${theme.vars.palette.secondary.mainChannel} / 0.15), transparent 55%)`,
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="hero-title" component="h1" variant="h2" sx={{ fontSize: { xs: '2.4rem', md: '3.75rem' } }}>
          {landingTexts.title}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
          {landingTexts.lead}
        </Typography>
        <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={routes.register} variant="contained" size="large">
            {landingTexts.join}
          </Button>
          <Button component={RouterLink} to={routes.pricing} variant="outlined" size="large">
            {landingTexts.plans}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
