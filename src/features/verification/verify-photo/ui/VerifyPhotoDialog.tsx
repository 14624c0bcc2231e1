import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useSendSelfieMutation } from '../api/verification-api';
import { pickPose, POSES, type Pose } from '../config/poses';
import { verificationTexts } from '../config/texts';
import { captureSelfie } from '../lib/capture-selfie';
import { useCamera } from '../model/use-camera';
import type { SelfieResult } from '../model/verification';
import { PoseDrawing } from './PoseDrawing';

const texts = verificationTexts.dialog;

interface VerifyPhotoDialogProps {
  me: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The live selfie: a pose picked at random, the front camera's picture beside it, the frame taken
 * when she is ready, then sent (docs/features.md, Verified badge). Only the camera: no file input.
 * The camera stops as soon as the selfie is taken or the dialog closes.
 */
export function VerifyPhotoDialog({ me, open, onClose }: VerifyPhotoDialogProps) {
  const [pose, setPose] = useState<Pose>(() => pickPose());
  const [selfie, setSelfie] = useState<string | null>(null);
  const [result, setResult] = useState<SelfieResult | null>(null);
  const [send, { isLoading, error, reset }] = useSendSelfieMutation();
  const camera = useCamera(open && selfie === null && result === null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (camera.kind === 'on' && video.current) video.current.srcObject = camera.stream;
  }, [camera]);

  const close = () => {
    onClose();
    setSelfie(null);
    setResult(null);
    reset();
    setPose((current) => pickPose(current));
  };
  const take = () => video.current && setSelfie(captureSelfie(video.current));
  const retake = () => {
    setSelfie(null);
    reset();
    setPose((current) => pickPose(current));
  };
  const submit = async () => {
    if (!selfie) return;
    try {
      setResult(await send({ me, pose, selfie }).unwrap());
    } catch {
      // The alert below says why (the function's sentence, or the general one).
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="verify-photo-title" fullWidth maxWidth="sm">
      <DialogTitle id="verify-photo-title">{texts.title}</DialogTitle>
      <DialogContent dividers>
        {result ? (
          <Alert severity={result.status === 'declined' ? 'warning' : 'success'} role="status">
            {texts[result.status]}
            {result.note && <Box component="span" sx={{ display: 'block' }}>{result.note}</Box>}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, alignItems: 'start' }}>
            <Box component="figure" sx={{ m: 0, display: 'grid', justifyItems: 'center', gap: 1 }}>
              <PoseDrawing pose={pose} />
              <Typography component="figcaption" variant="body2">
                {texts.copyPose}: {POSES[pose]}
              </Typography>
            </Box>
            {selfie ? (
              <Box component="img" src={selfie} alt={texts.captured} sx={{ width: '100%', borderRadius: 1, transform: 'scaleX(-1)' }} />
            ) : camera.kind === 'on' ? (
              <Box component="video" ref={video} autoPlay muted playsInline aria-label={texts.preview} sx={{ width: '100%', borderRadius: 1, transform: 'scaleX(-1)', bgcolor: 'black' }} />
            ) : camera.kind === 'starting' ? (
              <Typography role="status">{texts.cameraStarting}</Typography>
            ) : (
              <Alert severity="info">{camera.kind === 'denied' ? texts.cameraDenied : texts.cameraUnavailable}</Alert>
            )}
          </Box>
        )}
        {error && !result && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {(error as { message?: string }).message ?? texts.failed}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button onClick={close} variant="contained">
            {texts.close}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{texts.cancel}</Button>
            {selfie ? (
              <>
                <Button onClick={retake} disabled={isLoading}>
                  {texts.retake}
                </Button>
                <Button onClick={() => void submit()} variant="contained" disabled={isLoading}>
                  {isLoading ? texts.sending : texts.send}
                </Button>
              </>
            ) : (
              <Button onClick={take} variant="contained" disabled={camera.kind !== 'on'}>
                {texts.take}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
