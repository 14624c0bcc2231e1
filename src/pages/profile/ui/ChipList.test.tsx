import { act, render, screen, within } from '@testing-library/react';
import { changeLocale } from '@/shared/i18n';
import { ChipList } from './ChipList';

it('shows stored choices in the reader’s language, in a list named for them', async () => {
  await act(() => changeLocale('es', { save: false }));
  render(<ChipList label="Intereses" items={['Travel', 'Long-term relationship', 'Birdwatching']} />);
  const chips = within(screen.getByRole('list', { name: 'Intereses' })).getAllByRole('listitem');
  // A value outside the profile's choices reads as stored.
  expect(chips.map((chip) => chip.textContent)).toEqual(['Viajar', 'Relación seria', 'Birdwatching']);
});
