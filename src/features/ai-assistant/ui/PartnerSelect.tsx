import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { aiAssistantTexts } from '../config/texts';
import type { AssistantPartner } from '../model/ai-assistant-slice';

interface PartnerSelectProps {
  options: AssistantPartner[];
  value: AssistantPartner | null;
  onChange: (partner: AssistantPartner | null) => void;
}

/** 'Selected profile': whom the tools about another member are about. */
export function PartnerSelect({ options, value, onChange }: PartnerSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={aiAssistantTexts.selectedProfile}
      value={value?.id ?? ''}
      fullWidth
      onChange={(event) => onChange(options.find(({ id }) => id === event.target.value) ?? null)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{aiAssistantTexts.noProfile}</MenuItem>
      {options.map(({ id, name }) => (
        <MenuItem key={id} value={id}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
