import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';
import { ThemeToggleButton } from '@/features/toggle-theme';
import { routes } from '@/shared/config';
import { Wordmark } from '@/shared/ui';
import { publicHeaderTexts as texts } from '../config/texts';

/** The visitor's header: brand, plans, sign-in and the theme toggle. */
export function PublicHeader() {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, px: { xs: 1.5, sm: 3 } }}>
        <Box component={RouterLink} to={routes.landing} aria-label={texts.home} sx={{ textDecoration: 'none', mr: 'auto' }}>
          <Wordmark />
        </Box>
        <Button component={RouterLink} to={routes.pricing} color="inherit" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          {texts.pricing}
        </Button>
        <Button component={RouterLink} to={routes.login} color="inherit">
          {texts.signIn}
        </Button>
        <ThemeToggleButton />
      </Toolbar>
    </AppBar>
  );
}
