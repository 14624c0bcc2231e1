import Button from '@mui/material/Button';
import toast from 'react-hot-toast';

// The toast that offers a new build (docs/pwa.md, "Updates"); offer-updates.ts decides when. Loaded only
// when a new build is waiting, so a page's first load carries neither it nor the button it draws.

export const UPDATE_TOAST_ID = 'app-update';

/** The quiet toast: no icon, at the bottom, until the member answers it. */
export function showUpdateToast(onReload: () => void): void {
  toast(
    (t) => (
      <span>
        A new version is ready —{' '}
        <Button
          size="small"
          onClick={() => {
            toast.dismiss(t.id);
            onReload();
          }}
        >
          Reload
        </Button>
      </span>
    ),
    { id: UPDATE_TOAST_ID, duration: Infinity, position: 'bottom-center' },
  );
}
