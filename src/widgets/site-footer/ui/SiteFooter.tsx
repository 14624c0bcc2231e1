import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageMenu } from '@/shared/i18n';
import { Wordmark } from '@/shared/ui';
import { footerTexts } from '../config/texts';
import { footerGroups } from './footer-links';

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 6, mt: 8 }}>
      <Container sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Wordmark />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 320 }}>
            {footerTexts.tagline}
          </Typography>
          <Box sx={{ mt: 2 }}>
            <LanguageMenu />
          </Box>
        </Box>
        {footerGroups.map((group) => (
          <Box component="nav" key={group.title} aria-label={footerTexts[group.title]}>
            <Typography component="h2" variant="subtitle2" sx={{ mb: 1 }}>
              {footerTexts[group.title]}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} color="text.secondary" underline="hover">
                    {footerTexts[link.label]}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Container>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', mt: 4 }}>
        {footerTexts.copyright(new Date().getFullYear())}
      </Typography>
    </Box>
  );
}
