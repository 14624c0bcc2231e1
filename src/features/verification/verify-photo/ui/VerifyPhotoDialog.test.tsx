import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { rest } from '@mocks/api';
import { mockMember, myPlanRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { renderAppAs } from '@test/sign-in-as';

// The camera dialog: a drawn pose, the live camera, the selfie taken from it and sent to the ai
// function (whose decisions are tested in server/functions/photo-verification.contract.test.ts).
// jsdom has no camera and no canvas: the test plays the browser's getUserMedia and the frame's JPEG.
const FRAME = 'data:image/jpeg;base64,/9j/AAAA';

function fakeCamera(answer: 'granted' | 'denied' | 'missing' = 'granted') {
  const track = { stop: jest.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = jest.fn(() =>
    answer === 'granted' ? Promise.resolve(stream) : Promise.reject(Object.assign(new Error(answer), { name: answer === 'denied' ? 'NotAllowedError' : 'NotFoundError' })),
  );
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: jest.fn() } as unknown as RenderingContext);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(FRAME);
  return { track, getUserMedia };
}

async function openDialog(status = 'none') {
  server.use(
    rest.rpc('get_my_plan', [myPlanRow({ tier: 'elite' })]),
    rest.rpc('get_my_verification', [{ status, note: null, requested_at: null, decided_at: null }]),
  );
  // The first pose of the set: 'Give a thumbs-up'.
  jest.spyOn(Math, 'random').mockReturnValue(0);
  const { user } = await renderAppAs(mockMember(), '/settings');
  await user.click(await screen.findByRole('button', { name: /Get verified|Try again/ }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: 'Get verified' })) };
}

describe('Get verified', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('shows the pose to copy and the live camera, takes the selfie, stops the camera and sends it: verified', async () => {
    const { track, getUserMedia } = fakeCamera();
    const sent: unknown[] = [];
    server.use(
      rest.fn('ai/photo-verification', (body) => {
        sent.push(body);
        server.use(rest.rpc('get_my_verification', [{ status: 'verified', note: null, requested_at: null, decided_at: null }]));
        return HttpResponse.json({ status: 'verified', note: null });
      }),
    );
    const { user, dialog } = await openDialog();
    expect(dialog.getByRole('img', { name: 'Give a thumbs-up' })).toBeInTheDocument();
    expect(await dialog.findByLabelText('Your camera')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });
    // A live picture only: nothing to upload.
    expect(document.querySelector('input[type="file"]')).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Take selfie' }));
    expect(dialog.getByRole('img', { name: 'Your selfie' })).toHaveAttribute('src', FRAME);
    expect(track.stop).toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Send for verification' }));

    expect(await dialog.findByText('You are verified! Your badge now shows on your profile.')).toBeInTheDocument();
    expect(sent).toEqual([{ pose: 'thumbs_up', selfie: FRAME }]);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('You are verified: your badge shows on your profile.')).toBeInTheDocument();
  });

  it('says why a selfie was declined, and that one without a decision waits for review', async () => {
    fakeCamera();
    server.use(rest.fn('ai/photo-verification', () => HttpResponse.json({ status: 'declined', note: 'The selfie does not match your main photo.' })));
    const { user, dialog } = await openDialog('declined');
    await user.click(await dialog.findByRole('button', { name: 'Take selfie' }));
    await user.click(dialog.getByRole('button', { name: 'Send for verification' }));
    expect(await dialog.findByText('The selfie does not match your main photo.')).toBeInTheDocument();
    expect(dialog.getByText('Your selfie was not approved.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));

    server.use(rest.fn('ai/photo-verification', () => HttpResponse.json({ status: 'pending', note: null })));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    const again = within(await screen.findByRole('dialog', { name: 'Get verified' }));
    await user.click(await again.findByRole('button', { name: 'Take selfie' }));
    await user.click(again.getByRole('button', { name: 'Send for verification' }));
    expect(await again.findByText('Thanks! Your selfie is waiting for review.')).toBeInTheDocument();
  });

  it('asks for another pose on a retake', async () => {
    fakeCamera();
    const { user, dialog } = await openDialog();
    await user.click(await dialog.findByRole('button', { name: 'Take selfie' }));
    await user.click(dialog.getByRole('button', { name: 'Retake' }));
    expect(dialog.getByRole('img', { name: 'Make a peace sign' })).toBeInTheDocument();
    expect(await dialog.findByLabelText('Your camera')).toBeInTheDocument();
  });

  it("says the camera is needed when it is refused, or that there is none, and takes nothing", async () => {
    fakeCamera('denied');
    const { user, dialog } = await openDialog();
    expect(await dialog.findByText(/Allow the camera to take your selfie/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Take selfie' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fakeCamera('missing');
    await user.click(screen.getByRole('button', { name: 'Get verified' }));
    expect(await screen.findByText('No camera was found on this device.')).toBeInTheDocument();
  });

  it("shows the function's refusal as it says it, and keeps the selfie to send again", async () => {
    fakeCamera();
    server.use(
      rest.fn('ai/photo-verification', () =>
        HttpResponse.json({ error: 'Your verification is already waiting for a decision.', code: 'refused' }, { status: 409 }),
      ),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openDialog();
    await user.click(await dialog.findByRole('button', { name: 'Take selfie' }));
    await user.click(dialog.getByRole('button', { name: 'Send for verification' }));
    expect(await dialog.findByText('Your verification is already waiting for a decision.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send for verification' })).toBeEnabled();
    expect(console.error).toHaveBeenCalledWith('Send verification selfie failed', expect.anything());
  });
});
