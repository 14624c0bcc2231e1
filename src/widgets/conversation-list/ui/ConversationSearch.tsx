import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { debounce } from '@mui/material/utils';
import { useEffect, useMemo, useState } from 'react';
import { conversationListTexts, SEARCH_DEBOUNCE_MS } from '../config/texts';

/** The search field: shows what is typed at once, reports it (trimmed) once typing pauses. */
export function ConversationSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const [text, setText] = useState('');
  const report = useMemo(() => debounce((value: string) => onSearch(value.trim()), SEARCH_DEBOUNCE_MS), [onSearch]);
  useEffect(() => () => report.clear(), [report]);
  return (
    <TextField
      type="search"
      size="small"
      fullWidth
      label={conversationListTexts.search}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        report(event.target.value);
      }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
    />
  );
}
