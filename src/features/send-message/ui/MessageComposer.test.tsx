import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageComposer } from './MessageComposer';

function renderComposer(earlierMessages = 10) {
  const onSend = jest.fn();
  const onTyping = jest.fn();
  render(<MessageComposer onSend={onSend} onTyping={onTyping} earlierMessages={earlierMessages} />);
  return { onSend, onTyping, field: screen.getByRole('textbox', { name: 'Message' }), user: userEvent.setup({ delay: null }) };
}

describe('MessageComposer', () => {
  it('sends the trimmed text on Enter and empties the field; Shift+Enter starts a new line instead', async () => {
    const { onSend, onTyping, field, user } = renderComposer();
    act(() => field.focus());
    await user.paste('  See you');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.paste('at 8  ');
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveValue('  See you\nat 8  ');
    expect(onTyping).toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('See you\nat 8');
    expect(field).toHaveValue('');
  });

  it('sends nothing when the text is blank, and the send button is off', () => {
    const { onSend, field } = renderComposer();
    fireEvent.change(field, { target: { value: '   \n ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('counts up to 500 characters and takes no more', async () => {
    const { field, user } = renderComposer();
    expect(screen.getByText('0/500')).toBeInTheDocument();
    act(() => field.focus());
    await user.paste('x'.repeat(520));
    expect(field).toHaveValue('x'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();
  });

  describe('asks "Are you sure?" before a message the safety rules flag', () => {
    it('lets the sender edit it: nothing is sent, the text stays and the field has the focus', async () => {
      const { onSend, field, user } = renderComposer();
      fireEvent.change(field, { target: { value: 'Could you send me a gift card?' } });
      fireEvent.keyDown(field, { key: 'Enter' });
      const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
      expect(dialog).toHaveTextContent('It mentions money or payments.');
      await user.click(screen.getByRole('button', { name: 'Edit message' }));
      expect(onSend).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(field).toHaveValue('Could you send me a gift card?');
      expect(field).toHaveFocus();
    });

    it('sends it anyway when the sender says so', async () => {
      const { onSend, field, user } = renderComposer();
      fireEvent.change(field, { target: { value: 'You are such an idiot' } });
      fireEvent.keyDown(field, { key: 'Enter' });
      expect(screen.getByRole('dialog')).toHaveTextContent('It contains words that may hurt.');
      await user.click(screen.getByRole('button', { name: 'Send anyway' }));
      expect(onSend).toHaveBeenCalledWith('You are such an idiot');
      expect(field).toHaveValue('');
    });

    it('flags a move to another app in the first exchanges only', async () => {
      const early = renderComposer(2);
      fireEvent.change(early.field, { target: { value: 'Text me on WhatsApp' } });
      // The dialog focuses its first button, whose focus ripple starts a microtask later: inside act.
      await act(async () => {
        fireEvent.keyDown(early.field, { key: 'Enter' });
      });
      expect(screen.getByRole('dialog')).toHaveTextContent('It suggests moving to another app');
      expect(early.onSend).not.toHaveBeenCalled();
    });

    it('sends a move to another app at once later in the conversation, and any ordinary message', () => {
      const { onSend, field } = renderComposer(12);
      for (const text of ['Text me on WhatsApp', 'Shall we meet on Friday?']) {
        fireEvent.change(field, { target: { value: text } });
        fireEvent.keyDown(field, { key: 'Enter' });
        expect(onSend).toHaveBeenLastCalledWith(text);
      }
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
