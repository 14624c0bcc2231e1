import Box from '@mui/material/Box';

/** A few colour pairs, so the cards differ without saying anything of the members behind them. */
const HUES = [340, 20, 200, 270, 160, 45];

/**
 * A stand-in for one liker's photo on a locked plan: a blurred gradient drawn in the browser, with
 * nothing of the member in it (there is no real photo to unblur). Decorative: the count is the text.
 */
export function BlurredLikeCard({ index }: { index: number }) {
  const hue = HUES[index % HUES.length];
  return (
    <Box
      sx={{
        aspectRatio: '3 / 4',
        borderRadius: 2,
        overflow: 'hidden',
        background: `radial-gradient(circle at 50% 35%, hsl(${hue} 45% 75%) 0 18%, transparent 19%), radial-gradient(ellipse at 50% 95%, hsl(${hue} 40% 65%) 0 40%, transparent 41%), linear-gradient(160deg, hsl(${hue} 50% 85%), hsl(${(hue + 40) % 360} 45% 55%))`,
        filter: 'blur(6px)',
      }}
    />
  );
}
