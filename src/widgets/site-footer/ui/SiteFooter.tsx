import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Wordmark } from '@/shared/ui';
import { footerGroups } from './footer-links';

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 6, mt: 8 }}>
      <Container sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Wordmark />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 320 }}>
            Dating for adults who want more than a swipe: real profiles, thoughtful matches and AI that helps
            you show up as yourself.
          </Typography>
        </Box>
        {footerGroups.map((group) => (
          <Box component="nav" key={group.title} aria-label={group.title}>
            <Typography component="h2" variant="subtitle2" sx={{ mb: 1 }}>
              {group.title}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} color="text.secondary" underline="hover">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Container>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', mt: 4 }}>
        © {new Date().getFullYear()} Ascend. For adults 18 and over.
      </Typography>
    </Box>
  );
}
