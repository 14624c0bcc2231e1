import Button from '@mui/material/Button';
import { useState } from 'react';

const supported = () => typeof Notification !== 'undefined';

/**
 * Offers the browser's notifications (shown while Ascend's tab is hidden): the permission can only be
 * asked for from the member's own click, and only once it is neither given nor refused.
 */
export function BrowserNotificationsSwitch() {
  const [permission, setPermission] = useState(() => (supported() ? Notification.permission : 'denied'));
  if (permission !== 'default') return null;
  return (
    <Button variant="outlined" onClick={() => void Notification.requestPermission().then(setPermission)}>
      Turn on browser notifications
    </Button>
  );
}
