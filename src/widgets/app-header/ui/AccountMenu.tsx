import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import InsightsIcon from '@mui/icons-material/Insights';
import PsychologyIcon from '@mui/icons-material/Psychology';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SettingsIcon from '@mui/icons-material/Settings';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectSessionUser } from '@/entities/session';
import { openEditProfile } from '@/features/edit-profile';
import { useSignOut } from '@/features/sign-out';
import { routes } from '@/shared/config';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { AccountAvatar } from './AccountAvatar';
import { appHeaderTexts as texts } from '../config/texts';
import { mirroredInRtl } from '@/shared/ui';

/** The member's pages the menu leads to, in its order. */
const PAGES = [
  { label: 'notifications', path: routes.notifications, Icon: NotificationsIcon },
  { label: 'analytics', path: routes.analytics, Icon: InsightsIcon },
  { label: 'events', path: routes.events, Icon: EventIcon },
  { label: 'personality', path: routes.personality, Icon: PsychologyIcon },
  { label: 'settings', path: routes.settings, Icon: SettingsIcon },
  { label: 'plans', path: routes.pricing, Icon: WorkspacePremiumIcon },
  { label: 'contactSupport', path: routes.support, Icon: SupportAgentIcon },
] as const;

/**
 * The avatar menu: Edit Profile, notifications, Analytics (locked on plans without it), Events, Personality (the assessment), Settings, Log
 * out (SPEC §2), Plans (/pricing: on a phone the header has no room for more, and this menu is the way
 * to the plans) and Contact support.
 */
export function AccountMenu() {
  const user = useAppSelector(selectSessionUser);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { signOut } = useSignOut();
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    navigate(path);
  };

  return (
    <>
      <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-label={texts.accountMenu} aria-haspopup="menu" aria-expanded={Boolean(anchor)}>
        <AccountAvatar user={user} />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            dispatch(openEditProfile());
          }}
        >
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          {texts.editProfile}
        </MenuItem>
        {PAGES.map(({ label, path, Icon }) => (
          <MenuItem key={path} onClick={() => go(path)}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {texts[label]}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" sx={mirroredInRtl} />
          </ListItemIcon>
          {texts.logOut}
        </MenuItem>
      </Menu>
    </>
  );
}
