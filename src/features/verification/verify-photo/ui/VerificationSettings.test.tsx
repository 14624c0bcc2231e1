import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { mockMember, myPlanRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { renderAppAs } from '@test/sign-in-as';

// Settings → Profile, Photo verification: each state get_my_verification can report, on a plan with
// verification or without it. The states themselves are the database's (server/db/rls/verification.test.ts).
const serve = (tier: 'free' | 'elite', status: string, note: string | null = null) =>
  server.use(
    rest.rpc('get_my_plan', [myPlanRow({ tier })]),
    rest.rpc('get_my_verification', [{ status, note, requested_at: null, decided_at: null }]),
  );

async function part() {
  const { user } = await renderAppAs(mockMember(), '/settings');
  const region = within(await screen.findByRole('region', { name: 'Profile Settings' }));
  return Object.assign(within(region.getByRole('region', { name: 'Photo verification' })), { user });
}

describe('Photo verification in Settings', () => {
  afterEach(() => jest.restoreAllMocks());

  it("offers 'Get verified' on a plan with verification, never asked before", async () => {
    serve('elite', 'none');
    const section = await part();
    expect(await section.findByRole('button', { name: 'Get verified' })).toBeInTheDocument();
    expect(section.queryByText(/comes with/)).not.toBeInTheDocument();
  });

  it('names the plans that include verification, with Upgrade Plan, and offers no selfie on the others', async () => {
    serve('free', 'none');
    const section = await part();
    expect(await section.findByText('Verification comes with Elite.')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(section.queryByRole('button', { name: 'Get verified' })).not.toBeInTheDocument();
  });

  it('says a selfie is waiting for review, with nothing to send', async () => {
    serve('elite', 'pending');
    const section = await part();
    expect(await section.findByText(/waiting for review/)).toBeInTheDocument();
    expect(section.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says she is verified', async () => {
    serve('elite', 'verified');
    const section = await part();
    expect(await section.findByText('You are verified: your badge shows on your profile.')).toBeInTheDocument();
    expect(section.queryByRole('button')).not.toBeInTheDocument();
  });

  it("says why the last one was declined, with 'Try again'", async () => {
    serve('elite', 'declined', 'The selfie does not show the pose. Please try again.');
    const section = await part();
    expect(await section.findByText('The selfie does not show the pose. Please try again.')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says the badge is suspended after a new main photo, and asks for a new selfie', async () => {
    serve('elite', 'suspended');
    const section = await part();
    expect(await section.findByText(/Your main photo changed since you were verified/)).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says the state could not be loaded, and tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      rest.rpc('get_my_plan', [myPlanRow({ tier: 'elite' })]),
      http.post(restUrl('/rpc/get_my_verification'), () => problem(500, 'XX000', 'boom'), { once: true }),
    );
    const section = await part();
    expect(await section.findByText('Could not load your verification. Please try again.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Load verification failed', expect.anything());
    await section.user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByRole('button', { name: 'Get verified' })).toBeInTheDocument();
  });
});
