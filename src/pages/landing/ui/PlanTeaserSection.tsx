import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { landingPlanTeasers } from '@/entities/plan';
import { routes } from '@/shared/config';

export function PlanTeaserSection() {
  return (
    <Container component="section" aria-labelledby="plans-title" sx={{ py: 8 }}>
      <Typography id="plans-title" component="h2" variant="h4" sx={{ textAlign: 'center', mb: 5 }}>
        Start free, upgrade when you are ready
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {landingPlanTeasers.map((plan) => (
          <Box component="article" key={plan.name} aria-label={`${plan.name} plan`} sx={{ p: 3, borderRadius: 3, border: 1, borderColor: 'divider' }}>
            <Typography component="h3" variant="h6">
              {plan.name}
            </Typography>
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 800 }}>{plan.price}</Typography>
            <Box component="ul" sx={{ pl: 2.5, color: 'text.secondary' }}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to={routes.pricing} variant="contained">
          Compare all plans
        </Button>
      </Box>
    </Container>
  );
}
