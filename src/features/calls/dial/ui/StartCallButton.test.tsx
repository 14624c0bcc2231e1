import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { myPlanRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { callSessionSlice, selectCallSession } from '@/entities/call';
import { injectApi } from '@test/inject-api';
import { injectSlice } from '@test/inject-slice';
import { recordBodies } from '@test/record-requests';
import { renderWithProviders, TEST_USER } from '@test/render-with-providers';
import { StartCallButton } from './StartCallButton';

// 'Video call' in the thread's header: shown or locked by her plan's entitlements (the database
// refuses a call anyway: server/db/rls/calls.test.ts).
const NOAH = '00000000-0000-4000-8000-000000000042';

beforeAll(async () => {
  injectSlice(callSessionSlice);
  await injectApi();
});

const renderButton = () => renderWithProviders(<StartCallButton me={TEST_USER.id} partnerId={NOAH} />, { session: 'signedIn' });

/** The button, once her plan has loaded. */
async function callButton() {
  const button = await screen.findByRole('button', { name: 'Video call' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

it('leads a plan without video calls to the plans, naming those that have them', async () => {
  server.use(rest.rpc('get_my_plan', [myPlanRow({ tier: 'premium' })]));
  renderButton();
  const link = await screen.findByRole('link', { name: 'Video call' });
  expect(link).toHaveAttribute('href', '/pricing');
  await waitFor(() => expect(link).toHaveAttribute('title', 'Video calls come with Elite. Upgrade your plan to call.'));
});

it('starts the call on a plan with video calls', async () => {
  server.use(
    rest.rpc('get_my_plan', [myPlanRow({ tier: 'elite' })]),
    rest.rpc('start_call', { id: 'c1', caller_id: TEST_USER.id, callee_id: NOAH, status: 'ringing', created_at: new Date().toISOString(), answered_at: null, ended_at: null }),
  );
  const starts = recordBodies('post', restUrl('/rpc/start_call'));
  const { store, user } = renderButton();
  await user.click(await callButton());
  await waitFor(() => expect(selectCallSession(store.getState())).toMatchObject({ phase: 'calling', partnerId: NOAH, isCaller: true }));
  expect(starts).toEqual([{ callee: NOAH }]);
  expect(screen.getByRole('button', { name: 'Video call' })).toBeDisabled();
});

it('tells the database’s refusal: she is not taking calls', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    rest.rpc('get_my_plan', [myPlanRow({ tier: 'elite' })]),
    http.post(restUrl('/rpc/start_call'), () => problem(409, 'PT409', 'This member is not taking video calls.')),
  );
  const { store, user } = renderButton();
  await user.click(await callButton());
  expect(await screen.findByText('This member is not taking video calls.')).toBeInTheDocument();
  expect(selectCallSession(store.getState()).phase).toBe('idle');
  expect(logged).toHaveBeenCalledWith('Start call failed', expect.objectContaining({ code: 'PT409' }));
});
