import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Button from '@mui/material/Button';
import { useAppDispatch } from '@/shared/redux';
import { aiAssistantTexts } from '../config/texts';
import { openAiAssistant } from '../model/ai-assistant-slice';

interface AiAssistButtonProps {
  memberId: string;
  /** As the card names them. */
  name: string;
}

/** A card's 'AI Assist': the assistant about this member, at Compatibility Analysis. */
export function AiAssistButton({ memberId, name }: AiAssistButtonProps) {
  const dispatch = useAppDispatch();
  return (
    <Button
      size="small"
      startIcon={<AutoAwesomeIcon aria-hidden />}
      aria-label={aiAssistantTexts.aiAssistFor(name)}
      aria-haspopup="dialog"
      onClick={() => dispatch(openAiAssistant({ partner: { id: memberId, name }, tool: 'compatibility' }))}
    >
      {aiAssistantTexts.aiAssist}
    </Button>
  );
}
