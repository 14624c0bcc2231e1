import PsychologyIcon from '@mui/icons-material/Psychology';
import IconButton from '@mui/material/IconButton';
import { useAppDispatch } from '@/shared/redux';
import { aiMatchmakerTexts } from '../config/texts';
import { openAiMatchmaker } from '../model/ai-matchmaker-slice';

/** The header's AI matchmaker button. A native tooltip, as the header's other buttons have: MUI's would bring its popper into the first load. */
export function MatchmakerButton() {
  const dispatch = useAppDispatch();
  return (
    <IconButton
      color="inherit"
      aria-label={aiMatchmakerTexts.button}
      title={aiMatchmakerTexts.button}
      aria-haspopup="dialog"
      onClick={() => dispatch(openAiMatchmaker())}
    >
      <PsychologyIcon />
    </IconButton>
  );
}
