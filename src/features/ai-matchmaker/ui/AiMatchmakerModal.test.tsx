import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { aiEvent, aiFunction, aiRefusal } from '@mocks/api/ai-function';
import { mockMember, myPlanRow, myUsageRow } from '@mocks/fixtures';
import { matchmakerPersonaRows } from '@mocks/fixtures/matchmaker-personas';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { deferred } from '@test/deferred';
import { recordRequests } from '@test/record-requests';
import { serveAi } from '@test/ai-answers';
import { renderAppAs } from '@test/sign-in-as';
import { changeLocale } from '@/shared/i18n';

const [noah, sam] = [crypto.randomUUID(), crypto.randomUUID()];

/** Ava (Premium unless said) on /home with the AI Matchmaker open; the table's rows answered in a shuffled order. */
async function openMatchmaker(beforeOpening?: () => Promise<void>, tier = 'premium') {
  server.use(
    ...rest.select('matchmaker_personas', [...matchmakerPersonaRows].reverse()),
    rest.rpc('get_discovery_feed', []),
    rest.rpc('get_my_plan', [myPlanRow({ tier })]),
  );
  const rendered = await renderAppAs(mockMember({ username: 'ava', first_name: 'Ava' }), '/home');
  await beforeOpening?.();
  await rendered.user.click(await screen.findByRole('button', { name: 'AI Matchmaker' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'AI Matchmaker' }));
  await dialog.findByRole('group', { name: 'Matchmakers' });
  return { ...rendered, dialog };
}

describe('the AI Matchmaker', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('asks nothing until opened, then lists the four personas in the SPEC’s order with their specialty', async () => {
    const requests = recordRequests();
    const { dialog } = await openMatchmaker(async () => {
      await screen.findByRole('heading', { name: 'No one new to show right now' });
      expect(requests.filter((request) => request.includes('matchmaker') || request.includes('/functions/'))).toEqual([]);
    });
    const personas = within(dialog.getByRole('group', { name: 'Matchmakers' })).getAllByRole('button');
    expect(personas.map((persona) => persona.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false', 'false']);
    expect(personas.map((persona) => within(persona).getByText(/^(Cupid|The \w+)$/).textContent)).toEqual(['Cupid', 'The Sage', 'The Adventurer', 'The Counselor']);
    expect(dialog.getByRole('button', { name: 'The Sage' })).toHaveAccessibleDescription('Looks past first impressions to the values and habits that make two people fit.');
    expect(within(personas[0]).getByText('Long-term relationships')).toBeInTheDocument();
    expect(within(personas[0]).getByText('💘')).toBeInTheDocument();
  });

  it("asks the chosen persona, streams its words, then lists its suggestions with links to their profiles", async () => {
    const more = deferred();
    const bodies = serveAi([
      aiEvent.delta('Two people caught my eye'),
      more.promise,
      aiEvent.delta(':\n\n- **Noah**: you both hike.\n- **Sam**: a fellow cook.'),
      aiEvent.done({
        kind: 'matchmaker',
        personaId: 'adventurer',
        suggestions: [
          { memberId: noah, name: 'Noah', reason: 'You both spend weekends on trails.' },
          { memberId: sam, name: 'Sam', reason: 'He cooks as much as you do.' },
        ],
      }),
    ]);
    const { user, dialog } = await openMatchmaker();
    await user.click(dialog.getByRole('button', { name: 'The Adventurer' }));
    expect(dialog.getByRole('button', { name: 'The Adventurer' })).toHaveAttribute('aria-pressed', 'true');
    const answer = within(await dialog.findByRole('region', { name: 'The Adventurer’s suggestions' }));
    expect(await answer.findByText('Two people caught my eye')).toBeInTheDocument();
    more.resolve();

    const suggestions = within(await answer.findByRole('list', { name: 'Suggested matches' }));
    expect(suggestions.getAllByRole('listitem')).toHaveLength(2);
    expect(suggestions.getByText('You both spend weekends on trails.')).toBeInTheDocument();
    expect(suggestions.getByRole('link', { name: 'View Profile of Sam' })).toHaveAttribute('href', `/profile/${sam}`);
    expect(answer.queryByText('Simulated answer')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ tool: 'matchmaker', personaId: 'adventurer' }]);

    await user.click(suggestions.getByRole('link', { name: 'View Profile of Noah' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'AI Matchmaker' }));
  });

  it('says when the suggestions are the canned ones', async () => {
    serveAi([aiEvent.delta('Here is who I would look at.'), aiEvent.done({ kind: 'matchmaker', personaId: 'cupid', suggestions: [] }, true)]);
    const { user, dialog } = await openMatchmaker();
    await user.click(dialog.getByRole('button', { name: 'Cupid' }));
    const answer = within(await dialog.findByRole('region', { name: 'Cupid’s suggestions' }));
    expect(await answer.findByText('Simulated answer')).toBeInTheDocument();
    expect(answer.getByText('No one to suggest right now. Try again later, or widen your filters.')).toBeInTheDocument();
  });

  it("toasts 'Failed to generate match suggestions' when the answer fails", async () => {
    serveAi([aiEvent.error()]);
    const { user, dialog } = await openMatchmaker();
    await user.click(dialog.getByRole('button', { name: 'The Counselor' }));
    expect(await screen.findByText('Failed to generate match suggestions')).toBeInTheDocument();
    expect(dialog.queryByRole('region', { name: 'The Counselor’s suggestions' })).not.toBeInTheDocument();
  });

  it('says before she picks that her plan has no AI matchmaking, naming the plans that have it, with Upgrade Plan to /pricing', async () => {
    const bodies = serveAi([aiEvent.delta('never asked')]);
    const { user, dialog } = await openMatchmaker(undefined, 'basic');
    expect(await dialog.findByText('AI matchmaking comes with Premium and Elite. Upgrade your plan to meet the matchmakers.')).toBeInTheDocument();
    for (const persona of within(dialog.getByRole('group', { name: 'Matchmakers' })).getAllByRole('button')) expect(persona).toBeDisabled();
    expect(bodies).toEqual([]);
    await user.click(dialog.getByRole('link', { name: 'Upgrade Plan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'AI Matchmaker' })).not.toBeInTheDocument();
  });

  it('says in the modal when the function refuses for her plan (it ended meanwhile), with Upgrade Plan', async () => {
    const message = 'AI matchmaking comes with Premium and Elite. Upgrade your plan to meet the matchmakers.';
    // The function's refusal (server/functions/ai.contract.test.ts): 402 plan_required, the database's words.
    server.use(aiFunction(() => aiRefusal(402, 'plan_required', message)));
    const { user, dialog } = await openMatchmaker();
    await user.click(dialog.getByRole('button', { name: 'Cupid' }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Failed to generate match suggestions')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('link', { name: 'Upgrade Plan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })).toBeInTheDocument();
  });

  it('says the function’s refusal for her plan in her language, from the refusal the database named', async () => {
    const details = '{"plans": ["Premium", "Elite"], "feature": "ai_matchmaking", "refusal": "feature"}';
    server.use(aiFunction(() => aiRefusal(402, 'plan_required', 'AI matchmaking comes with Premium and Elite.', undefined, details)));
    const { user } = await openMatchmaker();
    // A change of language draws the app again: the dialog is found anew.
    await act(() => changeLocale('es', { save: false }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Cupid' }));
    expect(await dialog.findByText('El emparejamiento con IA viene con Premium y Elite. Mejora tu plan para conocer a las casamenteras.')).toBeInTheDocument();
    await act(() => changeLocale('en', { save: false }));
  });

  it("says 'Failed to load matchmakers' when the personas cannot be loaded, and loads them on Try again", async () => {
    let failures = 1;
    server.use(...rest.select('matchmaker_personas', matchmakerPersonaRows), rest.rpc('get_discovery_feed', []));
    server.use(http.get(restUrl('/matchmaker_personas'), () => (failures-- > 0 ? problem(500, 'XX000', 'boom') : undefined)));
    const { user } = await renderAppAs(mockMember(), '/home');
    await user.click(await screen.findByRole('button', { name: 'AI Matchmaker' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'AI Matchmaker' }));
    expect(await dialog.findByText('Failed to load matchmakers')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByRole('button', { name: 'Cupid' })).toBeInTheDocument();
  });

  it('says what is left of today’s AI answers to a member whose plan includes the matchmakers', async () => {
    server.use(rest.rpc('get_my_usage', [myUsageRow({ ai_answers: 50, ai_answers_limit: 200 })]));
    const { dialog } = await openMatchmaker();
    expect(await dialog.findByText('150 of your 200 AI answers left today')).toBeInTheDocument();
  });
});
