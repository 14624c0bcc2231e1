import { formatDistance } from '@/shared/i18n';
import { discoveryTexts } from '../config/texts';

/**
 * 'about 5 miles away' ('a unos 8 kilómetros'). The database already rounds (never below 1 mile,
 * coarser further out) so that nobody can work out where a member lives from many distances; the UI
 * says "about" for that. Kilometres where the reader's language uses them (docs/i18n.md, Formats).
 */
export function distanceLabel(miles: number): string {
  return discoveryTexts.distanceAway(formatDistance(miles));
}
