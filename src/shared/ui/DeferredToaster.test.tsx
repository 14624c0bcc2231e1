import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { DeferredToaster } from './DeferredToaster';

describe('the deferred toaster', () => {
  // The toaster's module (MUI's theme, react-hot-toast) loaded once, outside the test's own time.
  beforeAll(() => import('./AppToaster'));
  afterEach(() => act(() => toast.remove()));

  it('draws nothing until its moment, then shows the toasts raised before it', async () => {
    let arrive = () => {};
    const until = () => new Promise<void>((resolve) => (arrive = resolve));
    const { container } = render(<DeferredToaster until={until} />);
    act(() => void toast.success('Signed in successfully'));
    // Nothing in the first render: a prerendered page is taken over as it was written.
    expect(container).toBeEmptyDOMElement();

    await act(async () => arrive());
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
  });
});
