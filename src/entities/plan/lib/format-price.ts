import { formatPrice } from '@/shared/i18n';
import { planTexts } from '../config/texts';

/** The pricing card's price, in the plan's currency and the reader's language: '$9.99', '9,99 US$'. */
export const formatMonthlyPrice = (price: number, currency = 'USD') => formatPrice(price, currency);

/** The landing teaser's and Settings' price: 'Free', or '$19.99/mo'. */
export const formatShortPrice = (price: number) => (price === 0 ? planTexts.free : `${formatMonthlyPrice(price)}/mo`);
