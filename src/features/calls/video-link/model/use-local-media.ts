import { useCallback, useEffect, useRef, useState } from 'react';

export interface LocalMedia {
  stream: MediaStream | null;
  /** The camera or microphone could not be opened (refused, missing). */
  failed: boolean;
  muted: boolean;
  cameraOff: boolean;
  /** More than one camera: 'Switch camera' is offered. */
  canSwitchCamera: boolean;
  toggleMute: () => void;
  toggleCamera: () => void;
  /** The next camera's track, in the stream now, for the connection to send instead. */
  switchCamera: () => Promise<MediaStreamTrack | null>;
}

/**
 * Her camera and microphone for a call, opened only while `enabled` (for the callee: after she
 * accepted, never while it rings) and stopped when the call ends. Mute and camera off disable the
 * tracks (the other side gets silence and black); switching camera swaps the video track.
 */
export function useLocalMedia(enabled: boolean): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [refused, setRefused] = useState(false);
  const unsupported = !globalThis.navigator?.mediaDevices?.getUserMedia;
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [cameras, setCameras] = useState<string[]>([]);
  const streamRef = useRef<MediaStream | null>(null);

  useEffect(() => {
    const media = globalThis.navigator?.mediaDevices;
    if (!enabled || !media?.getUserMedia) return;
    let stopped = false;
    media
      .getUserMedia({ video: true, audio: true })
      .then(async (opened) => {
        if (stopped) return opened.getTracks().forEach((track) => track.stop());
        streamRef.current = opened;
        setStream(opened);
        const devices = await media.enumerateDevices();
        if (!stopped) setCameras(devices.filter((device) => device.kind === 'videoinput').map((device) => device.deviceId));
      })
      .catch((error: unknown) => {
        console.error('Video call: camera or microphone refused', error);
        if (!stopped) setRefused(true);
      });
    return () => {
      stopped = true;
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
      setStream(null);
    };
  }, [enabled]);

  const toggleMute = useCallback(() => {
    setMuted((was) => {
      streamRef.current?.getAudioTracks().forEach((track) => (track.enabled = was));
      return !was;
    });
  }, []);

  const toggleCamera = useCallback(() => {
    setCameraOff((was) => {
      streamRef.current?.getVideoTracks().forEach((track) => (track.enabled = was));
      return !was;
    });
  }, []);

  const switchCamera = useCallback(async () => {
    const current = streamRef.current;
    const now = current?.getVideoTracks()[0]?.getSettings().deviceId;
    const next = cameras[(cameras.indexOf(now ?? '') + 1) % cameras.length];
    if (!current || !next) return null;
    try {
      const [track] = (await navigator.mediaDevices.getUserMedia({ video: { deviceId: { exact: next } } })).getVideoTracks();
      for (const old of current.getVideoTracks()) {
        current.removeTrack(old);
        old.stop();
      }
      track.enabled = !cameraOff;
      current.addTrack(track);
      return track;
    } catch (error) {
      console.error('Video call: could not switch camera', error);
      return null;
    }
  }, [cameras, cameraOff]);

  return { stream, failed: enabled && (refused || unsupported), muted, cameraOff, canSwitchCamera: cameras.length > 1, toggleMute, toggleCamera, switchCamera };
}
