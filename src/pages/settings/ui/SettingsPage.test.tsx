import { screen } from '@testing-library/react';
import { seedMember } from '@mocks/seed';
import { renderAppAs } from '@test/sign-in-as';

describe('settings', () => {
  it('has a Log out button that signs out', async () => {
    const { user: ava } = seedMember();
    const { user } = await renderAppAs(ava, '/settings');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });
});
