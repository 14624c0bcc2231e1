/** The feed's columns: as many as fit at 240 px or more, one on a narrow phone. */
const CARD_MIN_WIDTH = 240;
export const FEED_GRID_COLUMNS = `repeat(auto-fill, minmax(min(100%, ${CARD_MIN_WIDTH}px), 1fr))`;

/**
 * How wide a card's photo is on screen (its `sizes`), worked out from the grid above inside the home
 * page's container (1200 px at most, 16 px padding on phones, 24 px above; 16 px gaps): one column
 * below 528 px, two below 800, three below 1056, then four of at most 280 px. Rounded up, so a
 * browser never picks a rendering smaller than its box.
 */
export const CARD_PHOTO_SIZES = '(max-width: 527px) calc(100vw - 32px), (max-width: 799px) 50vw, (max-width: 1055px) 34vw, 280px';

/**
 * The cards of a wide first screen (four columns): their photos load first, and they are drawn at
 * once while the rest of a page of cards is drawn in the background.
 */
export const FIRST_SCREEN_CARDS = 4;

/**
 * The cards in the first row at this window's width (the breakpoints above): the ones drawn at once
 * when a page of cards arrives. On a phone that is one card, so the rest are drawn in short tasks
 * rather than in the store update's single long one (docs/performance.md, The fifth round).
 */
export function firstRowCards(windowWidth = globalThis.innerWidth ?? 1280): number {
  if (windowWidth < 528) return 1;
  if (windowWidth < 800) return 2;
  if (windowWidth < 1056) return 3;
  return FIRST_SCREEN_CARDS;
}
