import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

interface VideoTileProps {
  stream: MediaStream | null;
  label: string;
  /** Her own preview: never played back to her, mirrored like a mirror. */
  self?: boolean;
  small?: boolean;
}

/** One video of the call, labelled for screen readers and the end-to-end test. */
export function VideoTile({ stream, label, self = false, small = false }: VideoTileProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <Box
      component="video"
      ref={ref}
      aria-label={label}
      autoPlay
      playsInline
      muted={self}
      sx={{
        bgcolor: 'grey.900',
        borderRadius: 2,
        objectFit: 'cover',
        width: small ? { xs: 96, sm: 160 } : '100%',
        aspectRatio: small ? '3 / 4' : '4 / 3',
        transform: self ? 'scaleX(-1)' : undefined,
      }}
    />
  );
}
