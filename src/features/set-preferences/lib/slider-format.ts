// SPEC §5: income is shown in dollars, distance in miles; heights are in centimetres as stored.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const formatDollars = (value: number) => dollars.format(value);
export const formatMiles = (value: number) => `${value} ${value === 1 ? 'mile' : 'miles'}`;
export const formatCentimetres = (value: number) => `${value} cm`;
