import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAppDispatch } from '@/shared/redux';
import { aiAssistantTexts } from '../config/texts';
import { openAiAssistant } from '../model/ai-assistant-slice';

interface ConversationCoachButtonProps {
  partnerId: string;
  partnerName: string;
}

// On a phone the thread's header leaves the partner's name little room: the icon alone (named by its label).
const compactSx = { minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } };

/** A thread's 'Coach': the assistant at Conversation Coach, about this partner. */
export function ConversationCoachButton({ partnerId, partnerName }: ConversationCoachButtonProps) {
  const dispatch = useAppDispatch();
  return (
    <Button
      size="small"
      startIcon={<AutoAwesomeIcon aria-hidden />}
      aria-label={aiAssistantTexts.coachLabel}
      aria-haspopup="dialog"
      sx={compactSx}
      onClick={() => dispatch(openAiAssistant({ partner: { id: partnerId, name: partnerName }, tool: 'conversation-coach' }))}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {aiAssistantTexts.coach}
      </Box>
    </Button>
  );
}
