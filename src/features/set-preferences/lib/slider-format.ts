import { formatDistance, formatNumber } from '@/shared/i18n';

// SPEC §5: income is in dollars and distance in miles as stored; both are shown in the reader's
// language, the distance in her unit (docs/i18n.md, Formats). Heights are in centimetres as stored.
export const formatDollars = (value: number) => formatNumber(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const formatMiles = (value: number) => formatDistance(value);
export const formatCentimetres = (value: number) => `${value} cm`;
