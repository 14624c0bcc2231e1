import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import EditIcon from '@mui/icons-material/Edit';
import InsightsIcon from '@mui/icons-material/Insights';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SettingsIcon from '@mui/icons-material/Settings';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectSessionUser } from '@/entities/session';
import { openEditProfile } from '@/features/edit-profile';
import { useSignOut } from '@/features/sign-out';
import { routes } from '@/shared/config';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { AccountAvatar } from './AccountAvatar';

/** The avatar menu: Edit Profile, notifications, Analytics (locked on plans without it), Settings, Log out (SPEC §2). */
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
      <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-label="Account menu" aria-haspopup="menu" aria-expanded={Boolean(anchor)}>
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
          Edit Profile
        </MenuItem>
        <MenuItem onClick={() => go(routes.notifications)}>
          <ListItemIcon>
            <NotificationsIcon fontSize="small" />
          </ListItemIcon>
          Notifications
        </MenuItem>
        <MenuItem onClick={() => go(routes.analytics)}>
          <ListItemIcon>
            <InsightsIcon fontSize="small" />
          </ListItemIcon>
          Analytics
        </MenuItem>
        <MenuItem onClick={() => go(routes.settings)}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          Settings
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Log out
        </MenuItem>
      </Menu>
    </>
  );
}
