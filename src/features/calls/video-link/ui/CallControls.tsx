import CallEndIcon from '@mui/icons-material/CallEnd';
import CameraswitchIcon from '@mui/icons-material/Cameraswitch';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { callTexts } from '@/entities/call';
import type { LocalMedia } from '../model/use-local-media';

interface CallControlsProps {
  media: LocalMedia;
  onSwitchCamera: () => void;
  onHangUp: () => void;
  /** 'Report', from the safety feature. */
  reportAction: ReactNode;
}

const Control = ({ label, pressed, onClick, children, color }: { label: string; pressed?: boolean; onClick: () => void; children: ReactNode; color?: 'error' }) => (
  <Tooltip title={label}>
    <IconButton aria-label={label} aria-pressed={pressed} onClick={onClick} color={color} size="large">
      {children}
    </IconButton>
  </Tooltip>
);

/** Mute, camera off, switch camera (with several), hang up, and Report. */
export function CallControls({ media, onSwitchCamera, onHangUp, reportAction }: CallControlsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap' }}>
      <Control label={media.muted ? callTexts.unmute : callTexts.mute} pressed={media.muted} onClick={media.toggleMute}>
        {media.muted ? <MicOffIcon /> : <MicIcon />}
      </Control>
      <Control label={media.cameraOff ? callTexts.cameraOn : callTexts.cameraOff} pressed={media.cameraOff} onClick={media.toggleCamera}>
        {media.cameraOff ? <VideocamOffIcon /> : <VideocamIcon />}
      </Control>
      {media.canSwitchCamera && (
        <Control label={callTexts.switchCamera} onClick={onSwitchCamera}>
          <CameraswitchIcon />
        </Control>
      )}
      <Control label={callTexts.hangUp} onClick={onHangUp} color="error">
        <CallEndIcon />
      </Control>
      {reportAction}
    </Stack>
  );
}
