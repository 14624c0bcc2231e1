import { formatDistance } from '@/shared/i18n';
import { eventTexts } from '../config/event-texts';

/** '3 miles away' ('a 5 kilómetros'): the database's whole miles, in the reader's unit (docs/i18n.md, Formats). */
export const eventDistanceLabel = (miles: number): string => eventTexts.distanceAway(formatDistance(miles));
