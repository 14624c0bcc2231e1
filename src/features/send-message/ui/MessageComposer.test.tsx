import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageComposer } from './MessageComposer';

function renderComposer() {
  const onSend = jest.fn();
  const onTyping = jest.fn();
  render(<MessageComposer onSend={onSend} onTyping={onTyping} />);
  return { onSend, onTyping, field: screen.getByRole('textbox', { name: 'Message' }), user: userEvent.setup({ delay: null }) };
}

describe('MessageComposer', () => {
  it('sends the trimmed text on Enter and empties the field; Shift+Enter starts a new line instead', async () => {
    const { onSend, onTyping, field, user } = renderComposer();
    field.focus();
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
    field.focus();
    await user.paste('x'.repeat(520));
    expect(field).toHaveValue('x'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();
  });
});
