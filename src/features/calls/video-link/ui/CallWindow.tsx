import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { callDismissed, callTexts, type CallSession } from '@/entities/call';
import { useAppDispatch } from '@/shared/redux';
import { callWindowTexts } from '../config/texts';
import { useCallLink } from '../model/use-call-link';
import { useLocalMedia } from '../model/use-local-media';
import { CallControls } from './CallControls';
import { callTitle } from './call-title';
import { VideoTile } from './VideoTile';

interface CallWindowProps {
  me: string;
  session: CallSession;
  partnerName: string;
  reportAction: ReactNode;
  onHangUp: (tellOtherSide: () => void) => void;
}

/**
 * The call: her own video first (alone until the other's arrives, then small in the corner), the
 * controls, and why it ended once it has. The camera is opened here, so for the callee only after
 * she accepted.
 */
export function CallWindow({ me, session, partnerName, reportAction, onHangUp }: CallWindowProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const live = session.phase !== 'over';
  const media = useLocalMedia(live);
  const link = useCallLink({
    me,
    partnerId: session.partnerId ?? '',
    callId: session.call?.id ?? '',
    isCaller: session.isCaller,
    localStream: media.stream,
    enabled: live,
  });
  const switchCamera = () => void media.switchCamera().then((track) => track && link.replaceVideoTrack(track));
  const hangUp = () => onHangUp(link.sendHangUp);
  const remote = live ? link.remoteStream : null;
  return (
    <Dialog open fullWidth maxWidth="md" aria-labelledby={titleId} onClose={live ? undefined : () => dispatch(callDismissed())}>
      <DialogTitle id={titleId}>{callTitle(session, partnerName)}</DialogTitle>
      <DialogContent>
        {live ? (
          <>
            <Box sx={{ position: 'relative', mb: 2 }}>
              {remote ? <VideoTile stream={remote} label={callTexts.theirVideo(partnerName)} /> : <VideoTile stream={media.stream} label={callTexts.yourVideo} self />}
              {remote && (
                <Box sx={{ position: 'absolute', right: 8, bottom: 8 }}>
                  <VideoTile stream={media.stream} label={callTexts.yourVideo} self small />
                </Box>
              )}
            </Box>
            {media.failed && (
              <Typography color="error" role="alert" sx={{ mb: 1 }}>
                {callTexts.cameraFailed}
              </Typography>
            )}
            <CallControls media={media} onSwitchCamera={switchCamera} onHangUp={hangUp} reportAction={reportAction} />
          </>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
            {reportAction}
            <Button variant="contained" onClick={() => dispatch(callDismissed())}>
              {callWindowTexts.close}
            </Button>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
