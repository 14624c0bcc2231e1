import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockDb } from '@mocks/db';
import { seedMember } from '@mocks/seed';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';
import { latestAdultBirthDate, toIsoDate } from '@/shared/lib';

/** A Google sign-up: a name perhaps, no birth date, so the database says her basics are missing. */
const googleMember = () => seedMember({ first_name: 'Avery', last_name: 'Johnson', birth_date: null, basics_complete: false });

describe('completing the basics', () => {
  it('is asked before any member page: /home sends her to the step', async () => {
    const { user: member } = googleMember();
    await renderAppAs(member, '/home');
    expect(await screen.findByRole('heading', { name: 'Before you meet anyone' })).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Avery');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('checks the name and the 18 years before sending anything', async () => {
    const { user: member } = googleMember();
    const { user } = await renderAppAs(member, '/home');
    await screen.findByRole('heading', { name: 'Before you meet anyone' });
    const requests = recordRequests();
    const tooYoung = new Date(latestAdultBirthDate());
    tooYoung.setDate(tooYoung.getDate() + 1);
    fireEvent.change(screen.getByLabelText(/Birth date/), { target: { value: toIsoDate(tooYoung) } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You must be at least 18 years old to register', { selector: 'p' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'A');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('First name must be at least 2 characters', { selector: 'p' })).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('PATCH'))).toEqual([]);
  });

  it('saves them and goes where she was going', async () => {
    const { user: member } = googleMember();
    // Stands in for the database, which derives basics_complete from what is saved.
    server.use(
      http.patch(restUrl('/profiles'), async ({ request }) => {
        const changes = (await request.json()) as { first_name: string; birth_date: string };
        mockDb.profiles.update({ id: member.id }, { ...changes, basics_complete: true });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderAppAs(member, '/settings');
    await screen.findByRole('heading', { name: 'Before you meet anyone' });
    fireEvent.change(screen.getByLabelText(/Birth date/), { target: { value: '1994-03-08' } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Welcome to Ascend!')).toBeInTheDocument();
    expect(mockDb.profiles.findFirst({ id: member.id })).toMatchObject({ first_name: 'Avery', birth_date: '1994-03-08' });
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
  });

  it('sends a member who has her basics on, home', async () => {
    const { user: member } = seedMember({ first_name: 'Ava', birth_date: '1995-06-15' });
    await renderAppAs(member, '/complete-profile');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Before you meet anyone' })).not.toBeInTheDocument();
  });
});
