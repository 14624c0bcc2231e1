import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { AppToaster } from '@/shared/ui';
import { offerUpdates, SKIP_WAITING, type ContainerLike, type RegistrationLike, type WorkerLike } from './offer-updates';
import { showUpdateToast } from './update-toast';

/** A worker, its registration and navigator.serviceWorker, with the events the browser would fire. */
function fakeWorker(state = 'installed') {
  const messages: unknown[] = [];
  const listeners: (() => void)[] = [];
  const worker: WorkerLike & { messages: unknown[]; become(next: string): void } = {
    state,
    messages,
    postMessage: (message) => void messages.push(message),
    addEventListener: (_type, listener) => void listeners.push(listener),
    become(next) {
      worker.state = next;
      listeners.forEach((listener) => listener());
    },
  };
  return worker;
}

function fakeBrowser({ waiting = null as WorkerLike | null, controlled = true } = {}) {
  const updateFound: (() => void)[] = [];
  const controllerChange: (() => void)[] = [];
  const registration: RegistrationLike & { newBuild(worker: WorkerLike): void } = {
    waiting,
    installing: null,
    addEventListener: (_type, listener) => void updateFound.push(listener),
    newBuild(worker) {
      registration.installing = worker;
      updateFound.forEach((listener) => listener());
    },
  };
  const container: ContainerLike & { controllerChanged(): void } = {
    controller: controlled ? {} : null,
    addEventListener: (_type, listener) => void controllerChange.push(listener),
    controllerChanged: () => controllerChange.forEach((listener) => listener()),
  };
  const reload = jest.fn();
  return { registration, container, reload };
}

const toastText = /A new version is ready/;

beforeEach(() => {
  render(<AppToaster />);
});

afterEach(() => {
  act(() => toast.remove());
});

describe('the update toast', () => {
  it('shows one quiet toast for a waiting worker; Reload tells it to activate and reloads once it controls the page', async () => {
    const waiting = fakeWorker();
    const { registration, container, reload } = fakeBrowser({ waiting });
    act(() => offerUpdates(container, registration, { show: showUpdateToast, reload }));

    expect(await screen.findAllByText(toastText)).toHaveLength(1);
    expect(waiting.messages).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(waiting.messages).toEqual([{ type: SKIP_WAITING }]);
    // The page is not reloaded before the new worker controls it, and only once after.
    expect(reload).not.toHaveBeenCalled();
    container.controllerChanged();
    container.controllerChanged();
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText(toastText)).not.toBeInTheDocument());
  });

  it('shows no toast without a waiting worker, nor for the first worker of a page', async () => {
    const first = fakeBrowser();
    act(() => offerUpdates(first.container, first.registration, { show: showUpdateToast, reload: first.reload }));
    const uncontrolled = fakeBrowser({ waiting: fakeWorker(), controlled: false });
    act(() => offerUpdates(uncontrolled.container, uncontrolled.registration, { show: showUpdateToast, reload: uncontrolled.reload }));

    // A worker installing is not ready yet.
    const installing = fakeWorker('installing');
    act(() => first.registration.newBuild(installing));
    expect(screen.queryByText(toastText)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('shows it when a new build finishes installing while the page is open, once however many events come', async () => {
    const { registration, container, reload } = fakeBrowser();
    act(() => offerUpdates(container, registration, { show: showUpdateToast, reload }));
    const installing = fakeWorker('installing');
    act(() => registration.newBuild(installing));
    act(() => {
      registration.waiting = installing;
      installing.become('installed');
      installing.become('installed');
    });
    expect(await screen.findAllByText(toastText)).toHaveLength(1);
  });

  it('never reloads by itself: a worker activated from another window leaves this page as it is', () => {
    const { registration, container, reload } = fakeBrowser({ waiting: fakeWorker() });
    act(() => offerUpdates(container, registration, { show: showUpdateToast, reload }));
    container.controllerChanged();
    expect(reload).not.toHaveBeenCalled();
  });
});
