import { fireEvent, screen } from '@testing-library/react';
import { clientAs, signUpMember, uniqueName } from '@test/integration/members';
import { renderApp } from '@test/render-with-providers';

type User = ReturnType<typeof renderApp>['user'];

async function register(user: User, person: { username: string; email: string }) {
  const fields: [string, string][] = [
    ['Username', person.username],
    ['First name', 'Jamie'],
    ['Last name', 'Doe'],
    ['Email address', person.email],
    ['Password', 'Secret123'],
  ];
  await screen.findByLabelText('Username');
  for (const [label, value] of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('combobox', { name: 'Gender' }));
  await user.click(await screen.findByRole('option', { name: 'Non-binary' }));
  fireEvent.change(screen.getByLabelText('Birth date'), { target: { value: '1994-03-08' } });
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('registration against the real server', () => {
  it('creates an account whose profile row holds what was typed, readable by its owner', async () => {
    const person = { username: uniqueName('jamie'), email: `${uniqueName('jamie')}@example.com` };
    const { user } = renderApp('/register');
    await register(user, person);
    // The embedded server confirms addresses at once unless told otherwise (MAILER_AUTOCONFIRM).
    expect(await screen.findByText('Registration successful! You can sign in now.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();

    // Signed in as the new member, through the REST API: RLS lets the owner read the row.
    const client = await clientAs({ ...person, id: '', password: 'Secret123' });
    const { data, error } = await client
      .from('profiles')
      .select('username, first_name, last_name, full_name, email, gender, birth_date')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      username: person.username,
      first_name: 'Jamie',
      last_name: 'Doe',
      full_name: 'Jamie Doe',
      email: person.email,
      gender: 'non-binary',
      birth_date: '1994-03-08',
    });
  });

  it('stops at a username another member has, in any case, before signing up', async () => {
    const taken = await signUpMember();
    const { user } = renderApp('/register');
    await register(user, { username: taken.username.toUpperCase(), email: `${uniqueName('jamie')}@example.com` });
    expect(await screen.findByText('Username is already taken', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Username is already taken', { selector: '[role="status"]' })).toBeInTheDocument();
  });

  it('says an e-mail is already registered', async () => {
    const member = await signUpMember();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/register');
    await register(user, { username: uniqueName('jamie'), email: member.email });
    const message = 'This email is already registered. Please sign in instead.';
    expect(await screen.findByText(message, { selector: '[role="status"]' })).toBeInTheDocument();
    expect(screen.getByText(message, { selector: 'p' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
