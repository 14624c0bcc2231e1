import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { offline, problem, rest } from '@mocks/api';
import { mockMember, myPlanRow, personalityResultRow, questionnaireRows } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

// Who may answer, the 30 days and the scoring are the database's (server/db/rls/personality*.test.ts);
// here the page's states.
const DAY_MS = 86_400_000;
const serve = (tier: 'free' | 'elite', answered = 0, result: ReturnType<typeof personalityResultRow> | null = null) =>
  server.use(
    rest.rpc('get_my_plan', [myPlanRow({ tier })]),
    rest.rpc('get_personality_questionnaire', questionnaireRows(answered)),
    rest.rpc('get_personality_result', result ? [result] : []),
    rest.rpc('answer_personality_item', (args: { item: number }) => [{ answered: args.item, completed: args.item === 50 }]),
  );
const openPage = () => renderAppAs(mockMember(), '/personality');
const answers = () => recordBodies('post', restUrl('/rpc/answer_personality_item'));

describe('/personality', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts at the first statement, saves each answer and moves on, and goes back', async () => {
    serve('elite');
    const sent = answers();
    const { user } = await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Personality assessment' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Statement 1.' })).toBeInTheDocument();
    expect(screen.getByText('0 of 50 answered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Moderately accurate' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Statement 2.' })).toBeInTheDocument();
    expect(sent).toEqual([{ item: 1, answer: 4 }]);
    expect(screen.getByRole('progressbar', { name: '1 of 50 answered' })).toHaveAttribute('aria-valuenow', '2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Statement 1.' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Moderately accurate' })).toBeChecked();
  });

  it('resumes where she stopped', async () => {
    serve('elite', 17);
    await openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Statement 18.' })).toBeInTheDocument();
    expect(screen.getByText('17 of 50 answered')).toBeInTheDocument();
    expect(screen.getByText('Statement 18 of 50')).toBeInTheDocument();
  });

  it('shows the five bars with their explanations once the last answer is scored', async () => {
    serve('elite', 49);
    const { user } = await openPage();
    const radio = await screen.findByRole('radio', { name: 'Very accurate' });
    server.use(rest.rpc('get_personality_result', [personalityResultRow({ completed_at: new Date().toISOString() })]));
    await user.click(radio);
    expect(await screen.findByText('Your result is ready.')).toBeInTheDocument();
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['80', '55', '20', '60', '90']);
    expect(screen.getByRole('progressbar', { name: 'Extraversion' })).toBeInTheDocument();
    expect(screen.getByText(/Outgoing: you draw energy from people/)).toBeInTheDocument();
    expect(screen.getByText(/Spontaneous: you go with the flow/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it on your profile' })).toHaveAttribute('href', expect.stringMatching(/^\/profile\//));
  });

  it('shows her last result and its retake date within 30 days of it', async () => {
    const result = personalityResultRow();
    serve('elite', 0, result);
    await openPage();
    expect(await screen.findByText(/^You can retake it on /)).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Start|Retake/ })).not.toBeInTheDocument();
  });

  it('offers the retake once the 30 days are over', async () => {
    const taken = Date.now() - 31 * DAY_MS;
    serve('elite', 0, personalityResultRow({ completed_at: new Date(taken).toISOString(), retake_at: new Date(taken + 30 * DAY_MS).toISOString() }));
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Retake the assessment' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Statement 1.' })).toBeInTheDocument();
  });

  it('names the plans that include it on a plan without it', async () => {
    serve('free');
    await openPage();
    expect(await screen.findByText('The personality assessment comes with Elite. Upgrade your plan to take it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it("shows the database's refusal of an answer, and stays on the statement", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    serve('elite', 3);
    server.use(http.post(restUrl('/rpc/answer_personality_item'), () => problem(409, 'PT409', 'You can retake the assessment 30 days after your last one.')));
    const { user } = await openPage();
    await user.click(await screen.findByRole('radio', { name: 'Very inaccurate' }));
    expect(await screen.findByText('You can retake the assessment 30 days after your last one.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Statement 4.' })).toBeInTheDocument();
  });

  it('offers to try again when the questionnaire fails to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    serve('elite');
    server.use(http.post(restUrl('/rpc/get_personality_questionnaire'), offline));
    const { user } = await openPage();
    expect(await screen.findByText('Failed to load the assessment')).toBeInTheDocument();
    serve('elite', 5);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Statement 6.' })).toBeInTheDocument();
  });

  it('opens from the avatar menu', async () => {
    serve('elite');
    server.use(rest.rpc('get_discovery_feed', []));
    const { user } = await renderAppAs(mockMember(), '/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Personality' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personality assessment' })).toBeInTheDocument();
  });
});
