import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AppProviders } from '../entrypoint/AppProviders';
import { makeStore } from './store';
import { wantToaster } from './toaster-demand';

it('mounts no toaster until a page that can toast asks for it, then shows what was toasted meanwhile', async () => {
  const { store, persistor } = makeStore();
  render(
    <AppProviders store={store} persistor={persistor}>
      <h1>Ascend</h1>
    </AppProviders>,
  );
  expect(await screen.findByRole('heading', { name: 'Ascend' })).toBeInTheDocument();
  act(() => void toast.success('Saved'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();

  act(() => wantToaster());
  expect(await screen.findByText('Saved')).toBeInTheDocument();
});
