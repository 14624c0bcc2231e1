import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ThemeToggleButton } from '@/features/toggle-theme';
import { routes } from '@/shared/config';
import { Wordmark } from '@/shared/ui';
import { AccountMenu } from './AccountMenu';
import { LikesButton } from './LikesButton';
import { MessagesButton } from './MessagesButton';
import { NotificationsButton } from './NotificationsButton';
import { PreferencesButton } from './PreferencesButton';
import { appHeaderTexts as texts } from '../config/texts';

// Six buttons and the whole wordmark need about 380 px: on narrower phones (360 px) only its arrow
// shows; the link keeps its name.
const homeLinkSx = { textDecoration: 'none', mr: 'auto', '@media (max-width: 399.95px)': { '& .MuiTypography-root': { display: 'none' } } };

interface AppHeaderProps {
  /** The AI matchmaker button (SPEC §2 Home), given by the app with the modal it opens. */
  matchmakerSlot?: ReactNode;
}

/** The signed-in member's header: filters, AI matchmaker, messages, likes, notifications, theme and the avatar menu. */
export function AppHeader({ matchmakerSlot }: AppHeaderProps) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 0, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <Box component={RouterLink} to={routes.home} aria-label={texts.home} sx={homeLinkSx}>
          <Wordmark />
        </Box>
        <PreferencesButton />
        {matchmakerSlot}
        <MessagesButton />
        <LikesButton />
        <NotificationsButton />
        <ThemeToggleButton />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
