import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AppToaster } from './AppToaster';

describe('toasts (SPEC §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.remove());
    jest.useRealTimers();
  });

  it('shows at most 20 at once', () => {
    render(<AppToaster />);
    act(() => {
      for (let i = 0; i < 25; i += 1) toast(`note ${i}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(20);
    expect(screen.getByText('note 24')).toBeInTheDocument();
    expect(screen.queryByText('note 0')).not.toBeInTheDocument();
  });

  // A dismissed toast leaves the page after react-hot-toast's 1 s exit delay.
  it('dismisses success after 2 s, error and blank after 4 s, and never loading', () => {
    render(<AppToaster />);
    act(() => {
      toast.success('saved');
      toast.error('failed');
      toast('note');
      toast.loading('working');
    });
    const shown = (text: string) => screen.queryByText(text) !== null;
    const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

    wait(1900);
    expect(shown('saved')).toBe(true);
    wait(200); // 2.1 s: success dismissed
    wait(1100);
    expect(shown('saved')).toBe(false);
    expect(shown('failed')).toBe(true);
    expect(shown('note')).toBe(true);

    wait(1000); // 4.2 s: error and blank dismissed
    wait(1100);
    expect(shown('failed')).toBe(false);
    expect(shown('note')).toBe(false);

    wait(60_000);
    expect(shown('working')).toBe(true);
  });

  describe('a success after an error', () => {
    const shown = (text: string) => screen.queryByText(text) !== null;
    // A dismissed toast leaves the page after react-hot-toast's 1 s exit delay.
    const afterExit = () => act(() => jest.advanceTimersByTime(1_100));

    it('takes away the error shown before it, at once', () => {
      render(<AppToaster />);
      act(() => void toast.error('Failed to save preferences'));
      act(() => jest.advanceTimersByTime(500));
      act(() => void toast.success('Preferences saved successfully'));
      afterExit();
      expect(shown('Failed to save preferences')).toBe(false);
      expect(screen.getByText('Preferences saved successfully')).toBeInTheDocument();
    });

    it('takes it away when both come in the same moment', () => {
      render(<AppToaster />);
      act(() => {
        toast.error('Failed to send message');
        toast.success('Message sent');
      });
      afterExit();
      expect(shown('Failed to send message')).toBe(false);
      expect(shown('Message sent')).toBe(true);
    });

    it('leaves an error that came after it, and other kinds of toast', () => {
      render(<AppToaster />);
      act(() => {
        toast('note');
        toast.loading('working');
        toast.success('Photo uploaded');
      });
      act(() => void toast.error('Failed to upload photo'));
      afterExit();
      for (const text of ['note', 'working', 'Photo uploaded', 'Failed to upload photo']) expect(shown(text)).toBe(true);
    });
  });
});
