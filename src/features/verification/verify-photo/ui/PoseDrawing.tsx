import Box from '@mui/material/Box';
import { POSES, type Pose } from '../config/poses';

// Line drawings on a 120×120 grid: the same head and shoulders, and the arm and hand of each pose
// (the side of the picture she sees herself on, as in a mirror).
const ARMS: Record<Pose, string> = {
  // Arm bent up beside the face, fist with the thumb up.
  thumbs_up: 'M88 92 L98 70 L92 52 M86 52 h12 v10 h-12 z M92 52 v-10',
  // Hand beside the face, two fingers in a V.
  peace_sign: 'M88 92 L98 70 L92 56 M92 56 l-6 -16 M92 56 l6 -16',
  // Arm over the top of the head, hand resting on it.
  hand_on_head: 'M88 92 L104 62 L90 22 Q72 14 62 20',
  // Arm up, one finger pointing at the sky.
  point_up: 'M88 92 L100 66 L100 40 M100 40 v-18',
  // Open hand against the cheek.
  hand_on_cheek: 'M88 92 L96 74 L80 50 M80 50 l-4 -12 M80 50 l0 -13 M80 50 l4 -12 M80 50 l7 -9',
};

/** The pose to copy, drawn (docs/features.md, Verified badge), named by what to do. */
export function PoseDrawing({ pose }: { pose: Pose }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 120 120"
      role="img"
      aria-label={POSES[pose]}
      sx={{ width: 120, height: 120, color: 'text.primary', fill: 'none', stroke: 'currentColor', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' }}
    >
      <circle cx="60" cy="40" r="16" />
      <path d="M30 112 Q32 80 60 78 Q88 80 90 112" />
      <path d="M60 56 V78" />
      <path d={ARMS[pose]} />
    </Box>
  );
}
