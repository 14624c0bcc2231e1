import { TRAITS, traitExplanation } from './traits';

// A score's plain-language line: the low third, the middle and the high third of the scale.
it('explains a score by its third of the scale', () => {
  expect(traitExplanation('extraversion', 0)).toBe(TRAITS.extraversion.low);
  expect(traitExplanation('extraversion', 33)).toBe(TRAITS.extraversion.low);
  expect(traitExplanation('extraversion', 34)).toBe(TRAITS.extraversion.middle);
  expect(traitExplanation('extraversion', 66)).toBe(TRAITS.extraversion.middle);
  expect(traitExplanation('extraversion', 67)).toBe(TRAITS.extraversion.high);
  expect(traitExplanation('intellect', 100)).toBe(TRAITS.intellect.high);
});
