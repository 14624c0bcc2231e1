import { render, screen } from '@testing-library/react';
import { makeStore } from '../model';
import { AppProviders } from './AppProviders';

describe('AppProviders', () => {
  it('renders the app at once, with the store at hand (nothing waits for a rehydration)', () => {
    const { store } = makeStore();
    render(
      <AppProviders store={store}>
        <h1>Ascend</h1>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Ascend' })).toBeInTheDocument();
  });
});
