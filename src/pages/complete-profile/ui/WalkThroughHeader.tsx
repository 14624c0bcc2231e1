import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { ThemeToggleButton } from '@/features/toggle-theme';
import { useSignOut } from '@/features/sign-out';
import { Wordmark, mirroredInRtl } from '@/shared/ui';
import { walkThroughTexts } from '../config/texts';

/**
 * The walk-through's own header: the brand, the theme and Log out. No way into the app (every member
 * page sends her back here until her basics are in), but always a way out.
 */
export function WalkThroughHeader() {
  const { signOut, isLoading } = useSignOut();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, px: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ mr: 'auto' }}>
          <Wordmark />
        </Box>
        <ThemeToggleButton />
        <Button color="inherit" startIcon={<LogoutIcon sx={mirroredInRtl} />} onClick={() => void signOut()} disabled={isLoading}>
          {walkThroughTexts.logOut}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
