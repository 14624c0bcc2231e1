import { FIRST_SCREEN_CARDS, firstRowCards } from './card-layout';

it("draws at once the first row's cards: one on a phone, up to a wide screen's four", () => {
  expect(firstRowCards(412)).toBe(1);
  expect(firstRowCards(527)).toBe(1);
  expect(firstRowCards(528)).toBe(2);
  expect(firstRowCards(800)).toBe(3);
  expect(firstRowCards(1280)).toBe(FIRST_SCREEN_CARDS);
});
