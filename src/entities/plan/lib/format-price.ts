import { planTexts } from '../config/texts';

/** The pricing card's price: '$9.99'. */
export const formatMonthlyPrice = (price: number) => `$${price.toFixed(2)}`;

/** The landing teaser's and Settings' price: 'Free', or '$19.99/mo'. */
export const formatShortPrice = (price: number) => (price === 0 ? planTexts.free : `${formatMonthlyPrice(price)}/mo`);
