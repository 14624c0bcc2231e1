import { choiceLabel } from './choice-label';

describe('choiceLabel', () => {
  it.each([
    ['non-binary', 'Non-binary'],
    ['female', 'Female'],
    ['socially', 'Socially'],
    ['Long-term relationship', 'Long-term relationship'],
  ])('%s reads %s', (value, label) => {
    expect(choiceLabel(value)).toBe(label);
  });
});
