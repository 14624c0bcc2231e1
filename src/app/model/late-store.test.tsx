import { act, render, screen } from '@testing-library/react';
import { Provider, useSelector } from 'react-redux';
import { selectSessionGate } from '@/entities/session';
import { loadStore, storeOnDemand } from './late-store';

function GateProbe({ seen }: { seen: string[] }) {
  const gate = useSelector(selectSessionGate);
  seen.push(gate);
  return <p>{gate}</p>;
}

describe('the store on demand (a visitor page taken over before the store loads)', () => {
  it('shows the guards a visitor before the store is here, then the real store, without a different reading', async () => {
    const seen: string[] = [];
    const store = storeOnDemand();
    render(
      <Provider store={store}>
        <GateProbe seen={seen} />
      </Provider>,
    );
    expect(screen.getByText('visitor')).toBeInTheDocument();

    const real = await act(() => loadStore());
    expect(store.getState()).toBe(real.getState());
    // Restored from local storage before it is handed over: the outbox is back.
    expect(real.getState().outbox).toMatchObject({ _persist: { rehydrated: true } });
    expect(seen.every((gate) => gate === 'visitor')).toBe(true);

    // From now on it is the real store's state the app reads and writes.
    act(() => {
      store.dispatch({ type: 'session/authEventReceived', payload: { event: 'SIGNED_IN', user: { id: 'u1', email: null } } });
    });
    expect(screen.getByText('member')).toBeInTheDocument();
    expect(await loadStore()).toBe(real);
  });
});
