import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { mockMember, personalityResultRow, publicProfileRow, relationshipRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

// Whose result the database shows to whom is get_personality_result's rule
// (server/db/rls/personality-visibility.test.ts); here what the profile page does with its answer.
const DAY_MS = 86_400_000;

describe('the personality section of a profile', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows her own result as five explained bars, with the choice to share it with her matches', async () => {
    const me = mockMember();
    server.use(rest.rpc('get_personality_result', [personalityResultRow()]), rest.rpc('set_personality_sharing', true));
    const sent = recordBodies('post', restUrl('/rpc/set_personality_sharing'));
    const { user } = await renderAppAs(me, `/profile/${me.id}`);
    const section = await screen.findByRole('region', { name: 'Personality' });
    expect(within(section).getAllByRole('progressbar')).toHaveLength(5);
    expect(within(section).getByText(/Imaginative: you love ideas/)).toBeInTheDocument();
    expect(within(section).getByText(/You can retake it on /)).toBeInTheDocument();
    const share = within(section).getByRole('switch', { name: 'Show my result to my matches' });
    expect(share).not.toBeChecked();
    await user.click(share);
    expect(await within(section).findByRole('switch', { name: 'Show my result to my matches' })).toBeChecked();
    expect(sent).toEqual([{ shared: true }]);
    expect(within(section).queryByRole('link', { name: 'Retake the assessment' })).not.toBeInTheDocument();
  });

  it('keeps the switch as it was when sharing fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const me = mockMember();
    server.use(
      rest.rpc('get_personality_result', [personalityResultRow({ shared_with_matches: true })]),
      http.post(restUrl('/rpc/set_personality_sharing'), () => problem(500, 'XX000', 'boom')),
    );
    const { user } = await renderAppAs(me, `/profile/${me.id}`);
    const share = await screen.findByRole('switch', { name: 'Show my result to my matches' });
    await user.click(share);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show my result to my matches' })).toBeChecked();
  });

  it('offers the retake on her profile once 30 days have passed', async () => {
    const me = mockMember();
    const taken = Date.now() - 40 * DAY_MS;
    server.use(
      rest.rpc('get_personality_result', [
        personalityResultRow({ completed_at: new Date(taken).toISOString(), retake_at: new Date(taken + 30 * DAY_MS).toISOString() }),
      ]),
    );
    await renderAppAs(me, `/profile/${me.id}`);
    expect(await screen.findByRole('link', { name: 'Retake the assessment' })).toHaveAttribute('href', '/personality');
  });

  it('leads to the assessment while she has no result', async () => {
    const me = mockMember();
    await renderAppAs(me, `/profile/${me.id}`);
    const section = await screen.findByRole('region', { name: 'Personality' });
    expect(within(section).getByRole('link', { name: 'Take the personality assessment' })).toHaveAttribute('href', '/personality');
    expect(within(section).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows a match's shared result, and nothing of a member whose result the database does not give", async () => {
    const ava = publicProfileRow({ first_name: 'Ava' });
    server.use(
      rest.rpc('open_profile', ava),
      rest.rpc('get_relationship', [relationshipRow({ member_id: ava.id, status: 'matched' })]),
      ...rest.select('connection_requests', []),
      rest.rpc('get_personality_result', (args: { member?: string }) =>
        args.member === ava.id ? [personalityResultRow({ retake_at: null, shared_with_matches: true })] : [],
      ),
    );
    const { unmount } = await renderAppAs(mockMember({ first_name: 'Noah' }), `/profile/${ava.id}`);
    const section = await screen.findByRole('region', { name: 'Personality' });
    expect(within(section).getByText('How Ava describes themselves')).toBeInTheDocument();
    expect(within(section).getAllByRole('progressbar')).toHaveLength(5);
    expect(within(section).queryByRole('switch')).not.toBeInTheDocument();
    unmount();

    server.use(rest.rpc('get_personality_result', []));
    await renderAppAs(mockMember({ first_name: 'Liam' }), `/profile/${ava.id}`);
    expect(await screen.findByRole('article', { name: /^Ava/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Personality' })).not.toBeInTheDocument();
  });
});
