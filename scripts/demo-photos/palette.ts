import type { Background } from './portrait';

// The app's rose/violet palette for backdrops.
export const ROSE: Background = ['#f8bbd0', '#c2185b'];
export const VIOLET: Background = ['#ddd6fe', '#7c3aed'];
export const BLUSH: Background = ['#fff1f5', '#f48fb1'];
export const LILAC: Background = ['#f5f3ff', '#a78bfa'];
export const DUSK: Background = ['#f3d0e4', '#8e3fc9'];
export const BACKGROUNDS = [ROSE, VIOLET, BLUSH, LILAC, DUSK];

// Lorelei draws only the hair in colour; hair_type picks it.
export const HAIR_COLOURS: Record<string, string> = {
  Black: '2b2226', Brown: '6d4230', Blonde: 'e3b85f', Red: 'b4492c', Gray: '9e9a9a', White: 'ece7e2', Other: '5b3a6b',
};
