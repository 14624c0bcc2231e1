import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, type MouseEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { routes } from '@/shared/config';
import { planTexts } from '../config/texts';

/** One at a time: a second refusal replaces the first instead of stacking the same advice. */
const PLAN_LIMIT_TOAST_ID = 'plan-limit';

/**
 * Shows a plan's limit as an error toast with an 'Upgrade Plan' link to /pricing. The toaster sits
 * outside the router, so the link navigates with this hook's navigate rather than a router Link.
 */
export function usePlanLimitToast(): (message: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (message: string) =>
      void toast.error(
        (shown) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <span>{message}</span>
            <Button
              component="a"
              href={routes.pricing}
              size="small"
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                toast.dismiss(shown.id);
                navigate(routes.pricing);
              }}
            >
              {planTexts.upgradePlan}
            </Button>
          </Box>
        ),
        { id: PLAN_LIMIT_TOAST_ID },
      ),
    [navigate],
  );
}
