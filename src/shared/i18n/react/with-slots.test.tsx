import { render, screen } from '@testing-library/react';
import { withSlots } from './with-slots';

const agree = (terms: string, privacy: string) => `I agree to the ${terms} and ${privacy}`;
// German puts the verb's particle after both links.
const agreeDe = (terms: string, privacy: string) => `Ich stimme den ${terms} und der ${privacy} zu`;

describe('withSlots', () => {
  it.each([
    [agree, 'I agree to the Terms and Privacy'],
    [agreeDe, 'Ich stimme den Terms und der Privacy zu'],
  ])('puts each element where the sentence has it', (text, whole) => {
    render(<p>{withSlots(text, [<a key="t" href="/terms">Terms</a>, <a key="p" href="/privacy">Privacy</a>])}</p>);
    expect(screen.getByRole('paragraph')).toHaveTextContent(whole);
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  });
});
