import { useEffect, useState } from 'react';

export type CameraState = { kind: 'starting' } | { kind: 'on'; stream: MediaStream } | { kind: 'denied' } | { kind: 'unavailable' };

const STARTING: CameraState = { kind: 'starting' };

/** The front camera, no audio; a browser without one fails as a missing device does. */
async function openFrontCamera(): Promise<MediaStream> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media?.getUserMedia) throw Object.assign(new Error('No camera API'), { name: 'NotFoundError' });
  return media.getUserMedia({ video: { facingMode: 'user' }, audio: false });
}

/**
 * The front camera while `active`: asked for once, stopped when it is no longer active or the
 * component unmounts, so the light goes off as the selfie is taken or the dialog closes.
 */
export function useCamera(active: boolean): CameraState {
  const [state, setState] = useState<CameraState>(STARTING);
  useEffect(() => {
    if (!active) return;
    let stream: MediaStream | undefined;
    let cancelled = false;
    openFrontCamera()
      .then((granted) => {
        if (cancelled) {
          granted.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = granted;
        setState({ kind: 'on', stream: granted });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const name = (error as { name?: string } | null)?.name;
        setState({ kind: name === 'NotFoundError' || name === 'OverconstrainedError' ? 'unavailable' : 'denied' });
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
      setState(STARTING);
    };
  }, [active]);
  return active ? state : STARTING;
}
