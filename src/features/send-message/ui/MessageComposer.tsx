import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@/shared/config';
import { composerTexts } from '../config/texts';

interface MessageComposerProps {
  /** Gets the trimmed text, never blank. */
  onSend: (content: string) => void;
  /** Each change of the text (the typing indicator). */
  onTyping?: () => void;
}

/** Multiline; Enter sends, Shift+Enter starts a new line; a counter up to MESSAGE_MAX_LENGTH. */
export function MessageComposer({ onSend, onTyping }: MessageComposerProps) {
  const [text, setText] = useState('');
  const content = text.trim();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!content) return;
    onSend(content);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // An input method composing a word uses Enter to confirm it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        label={composerTexts.label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onTyping?.();
        }}
        onKeyDown={onKeyDown}
        multiline
        maxRows={6}
        fullWidth
        size="small"
        helperText={`${text.length}/${MESSAGE_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH }, formHelperText: { sx: { textAlign: 'right' } } }}
      />
      <IconButton type="submit" aria-label={composerTexts.send} disabled={!content} color="primary">
        <SendIcon />
      </IconButton>
    </Box>
  );
}
