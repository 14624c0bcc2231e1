import { useTheme } from '@mui/material/styles';
import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@/shared/config';
import { useDismissAnsweredErrors } from './use-dismiss-answered-errors';

/**
 * SPEC §9: 4 s for blank, error and custom, 2 s for success, loading never expires (at most 20 at once).
 * A success takes away the errors shown before it.
 */
export function AppToaster() {
  const theme = useTheme();
  useDismissAnsweredErrors();
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATION_MS.blank,
        success: { duration: TOAST_DURATION_MS.success },
        error: { duration: TOAST_DURATION_MS.error },
        custom: { duration: TOAST_DURATION_MS.custom },
        loading: { duration: Infinity },
        style: {
          background: (theme.vars ?? theme).palette.background.paper,
          color: (theme.vars ?? theme).palette.text.primary,
          borderRadius: 12,
        },
      }}
    />
  );
}
