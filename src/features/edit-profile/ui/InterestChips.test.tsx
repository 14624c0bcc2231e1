import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@/shared/i18n';
import { InterestChips } from './InterestChips';

describe('InterestChips', () => {
  it('shows each interest in the language of the moment, and hands back the stored English value', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    await changeLocale('de', { save: false });
    try {
      render(<InterestChips selected={['Travel']} onChange={onChange} />);
      expect(screen.getByRole('button', { name: 'Reisen' })).toHaveAttribute('aria-pressed', 'true');
      await user.click(screen.getByRole('button', { name: 'Wandern' }));
      expect(onChange).toHaveBeenCalledWith(['Travel', 'Hiking']);
    } finally {
      await changeLocale('en', { save: false });
    }
  });
});
