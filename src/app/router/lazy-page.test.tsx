import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { lazyPage } from './lazy-page';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const inSuspense = (page: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{page}</Suspense>;

describe('lazyPage', () => {
  it('draws a preloaded page in the first commit, without its fallback', async () => {
    const Page = lazyPage(() => Promise.resolve(Counter));
    await Page.preload();
    render(inSuspense(<Page label="Taps" />));
    expect(screen.getByRole('button', { name: 'Taps 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends like React.lazy when mounted before its code is here, and keeps its state afterwards', async () => {
    const load = jest.fn(() => Promise.resolve(Counter));
    const Page = lazyPage(load);
    const { rerender } = render(inSuspense(<Page label="Taps" />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Taps 0' }));
    // Rendered again once loaded: the same mounted page, not a new one.
    rerender(inSuspense(<Page label="Clicks" />));
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBeInTheDocument();
    await act(() => Page.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
