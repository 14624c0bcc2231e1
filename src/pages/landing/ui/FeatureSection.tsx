import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { landingFeatures } from '../config/features';
import { landingTexts } from '../config/texts';

export function FeatureSection() {
  return (
    <Container component="section" aria-labelledby="features-title" sx={{ py: 8 }}>
      <Typography id="features-title" component="h2" variant="h4" sx={{ textAlign: 'center', mb: 5 }}>
        {landingTexts.features}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {landingFeatures.map(({ id, title, text, Icon }) => (
          <Box component="article" key={id} aria-labelledby={`feature-${id}`} sx={{ p: 3, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
            <Icon color="primary" aria-hidden sx={{ fontSize: 36 }} />
            <Typography id={`feature-${id}`} component="h3" variant="h6" sx={{ mt: 1 }}>
              {landingTexts[title]}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {landingTexts[text]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
