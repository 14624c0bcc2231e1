import { decomposeColor, type Theme } from '@mui/material/styles';
import { createAppTheme } from './palette';

/** The hue of a colour in degrees (0 red, 60 yellow, 120 green). */
function hue(color: string): number {
  const [r, g, b] = decomposeColor(color).values.map((channel) => channel / 255);
  const max = Math.max(r, g, b);
  const spread = max - Math.min(r, g, b);
  const sector = max === r ? (g - b) / spread : max === g ? (b - r) / spread + 2 : (r - g) / spread + 4;
  return (sector * 60 + 360) % 360;
}

const hueOf = (theme: Theme, mode: 'light' | 'dark', level: 'error' | 'warning' | 'success') =>
  hue(theme.colorSchemes[mode]!.palette[level].main);

// SPEC §5: the completeness bar is red, yellow or green through the error, warning and success colours.
describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const theme = createAppTheme();

  it('has a red error colour', () => {
    const h = hueOf(theme, mode, 'error');
    expect(h < 15 || h > 345).toBe(true);
  });

  it('has a yellow warning colour, not the framework orange', () => {
    expect(hueOf(theme, mode, 'warning')).toBeGreaterThanOrEqual(45);
    expect(hueOf(theme, mode, 'warning')).toBeLessThanOrEqual(65);
  });

  it('has a green success colour', () => {
    expect(hueOf(theme, mode, 'success')).toBeGreaterThanOrEqual(90);
    expect(hueOf(theme, mode, 'success')).toBeLessThanOrEqual(150);
  });
});
