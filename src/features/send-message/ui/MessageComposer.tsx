import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@/shared/config';
import { composerTexts } from '../config/texts';
import { outgoingMessageFlags, type OutgoingFlag } from '../lib/outgoing-message-flags';
import { SendAnywayDialog } from './SendAnywayDialog';
import { mirroredInRtl } from '@/shared/ui';

interface MessageComposerProps {
  /** Gets the trimmed text, never blank. */
  onSend: (content: string) => void;
  /** Each change of the text (the typing indicator). */
  onTyping?: () => void;
  /** How many messages the conversation has before this one (a move elsewhere is flagged early on). */
  earlierMessages: number;
}

/**
 * Multiline; Enter sends, Shift+Enter starts a new line; a counter up to MESSAGE_MAX_LENGTH. A
 * message the safety rules flag (money, an early move elsewhere, insults) asks 'Are you sure?' first.
 */
export function MessageComposer({ onSend, onTyping, earlierMessages }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [flags, setFlags] = useState<OutgoingFlag[]>([]);
  const field = useRef<HTMLTextAreaElement>(null);
  const content = text.trim();
  const send = () => {
    setFlags([]);
    onSend(content);
    setText('');
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!content) return;
    const found = outgoingMessageFlags(content, earlierMessages);
    if (found.length > 0) setFlags(found);
    else send();
  };
  const edit = () => {
    setFlags([]);
    field.current?.focus();
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
        inputRef={field}
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
        <SendIcon sx={mirroredInRtl} />
      </IconButton>
      {flags.length > 0 && <SendAnywayDialog flags={flags} onEdit={edit} onSend={send} />}
    </Box>
  );
}
