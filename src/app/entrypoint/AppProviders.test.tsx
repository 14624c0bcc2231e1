import { act, render, screen } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { rehydrated } from '@test/rehydrated';
import { selectOwnOutbox, sendRefused, sendStarted, type OutboxMessage } from '@/features/send-message';
import { makeStore } from '../model';
import { AppProviders } from './AppProviders';

const AVA = '00000000-0000-4000-8000-000000000001';
const NOAH = '00000000-0000-4000-8000-000000000002';
const unsent = { id: '5f1d3a6e-0000-4000-8000-00000000abcd', senderId: AVA, receiverId: NOAH, content: 'See you at 8?', createdAt: '2026-11-25T10:00:00.000Z' };

/** What the app sees of the outbox at each render, to prove the first render already has it. */
function OutboxProbe({ seen }: { seen: OutboxMessage[][] }) {
  const outbox = useSelector((state: RootState) => selectOwnOutbox(state, AVA));
  seen.push(outbox);
  return <h1>Ascend</h1>;
}

describe('AppProviders', () => {
  it('draws its children in the first render once the store is restored, as a prerendered page needs', async () => {
    const { store, persistor } = makeStore();
    await act(() => rehydrated(persistor));
    render(
      <AppProviders store={store}>
        <h1>Ascend</h1>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Ascend' })).toBeInTheDocument();
  });

  it('gets its store restored also when nothing was stored (a wait with nothing to restore would never end)', async () => {
    const { store, persistor } = makeStore();
    await act(() => rehydrated(persistor));
    render(
      <AppProviders store={store}>
        <h1>Ascend</h1>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Ascend' })).toBeInTheDocument();
  });

  it('an unsent message survives a reload: the rebuilt store restores it, as failed, before the app first renders', async () => {
    const before = makeStore();
    await act(async () => {
      await rehydrated(before.persistor);
      before.store.dispatch(sendStarted(unsent));
      await before.persistor.flush();
    });
    expect(localStorage.getItem('ascend-outbox')).toContain('See you at 8?');

    const seen: OutboxMessage[][] = [];
    const { store, persistor } = makeStore();
    // As the browser's start does (model/start-store.ts): the store is restored before the app renders.
    await act(() => rehydrated(persistor));
    render(
      <AppProviders store={store}>
        <OutboxProbe seen={seen} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Ascend' })).toBeInTheDocument();
    // A message on its way when the page went away may not be stored: it offers Retry.
    expect(seen[0]).toEqual([{ ...unsent, status: 'failed' }]);
  });

  it("a message the plan's limit refused comes back refused, with its reason, not as one to retry", async () => {
    const reason = 'You have sent your 20 messages for today. Upgrade your plan to send more.';
    const before = makeStore();
    await act(async () => {
      await rehydrated(before.persistor);
      before.store.dispatch(sendStarted(unsent));
      before.store.dispatch(sendRefused({ senderId: AVA, id: unsent.id, reason }));
      await before.persistor.flush();
    });

    const seen: OutboxMessage[][] = [];
    const { store, persistor } = makeStore();
    // As the browser's start does (model/start-store.ts): the store is restored before the app renders.
    await act(() => rehydrated(persistor));
    render(
      <AppProviders store={store}>
        <OutboxProbe seen={seen} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Ascend' })).toBeInTheDocument();
    expect(seen[0]).toEqual([{ ...unsent, status: 'refused', refusal: reason }]);
  });
});
