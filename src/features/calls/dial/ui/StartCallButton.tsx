import VideocamIcon from '@mui/icons-material/Videocam';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router-dom';
import { callStarted, callTexts, selectCallSession, useStartCallMutation } from '@/entities/call';
import { useEntitlement } from '@/entities/plan';
import { routes } from '@/shared/config';
import { useAppDispatch, useAppSelector } from '@/shared/redux';

interface StartCallButtonProps {
  me: string;
  partnerId: string;
}

// As the coach beside it: the icon alone on a phone, named by its label.
const compactSx = { minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } };

/**
 * The thread header's 'Video call' (docs/features.md, Video calls). On a plan without video calls it
 * leads to the plans, naming those that include them; the database refuses the call anyway.
 */
export function StartCallButton({ me, partnerId }: StartCallButtonProps) {
  const dispatch = useAppDispatch();
  const { entitled, includedIn } = useEntitlement(me, 'video_calls');
  const inCall = useAppSelector(selectCallSession).phase !== 'idle';
  const [startCall, { isLoading }] = useStartCallMutation();
  const label = <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>{callTexts.videoCall}</Box>;
  if (entitled === false) {
    return (
      <Button size="small" component={RouterLink} to={routes.pricing} startIcon={<VideocamIcon aria-hidden />} aria-label={callTexts.videoCall} title={callTexts.planRequired(includedIn)} sx={compactSx}>
        {label}
      </Button>
    );
  }
  const call = async () => {
    try {
      dispatch(callStarted(await startCall(partnerId).unwrap()));
    } catch (error) {
      toast.error((error as { message?: string }).message ?? callTexts.startFailed);
    }
  };
  return (
    <Button size="small" startIcon={<VideocamIcon aria-hidden />} aria-label={callTexts.videoCall} disabled={entitled !== true || inCall || isLoading} onClick={() => void call()} sx={compactSx}>
      {label}
    </Button>
  );
}
