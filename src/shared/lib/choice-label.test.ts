import { changeLocale } from '@/shared/i18n';
import { choiceLabel } from './choice-label';

describe('choiceLabel', () => {
  it.each([
    ['non-binary', 'Non-binary'],
    ['female', 'Female'],
    ['socially', 'Socially'],
    ['Long-term relationship', 'Long-term relationship'],
    ['toString', 'ToString'],
  ])('%s reads %s', (value, label) => {
    expect(choiceLabel(value)).toBe(label);
  });

  it('reads in the language of the moment, the stored value unchanged', async () => {
    await changeLocale('es', { save: false });
    try {
      expect(choiceLabel('non-binary')).toBe('No binario');
      expect(choiceLabel("Bachelor's")).toBe('Licenciatura');
    } finally {
      await changeLocale('en', { save: false });
    }
    expect(choiceLabel('non-binary')).toBe('Non-binary');
  });
});
