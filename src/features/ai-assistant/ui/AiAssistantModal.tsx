import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useAskAi } from '@/entities/ai-answer';
import { UsageLeftNote } from '@/entities/plan';
import { selectSessionUser } from '@/entities/session';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { aiAssistantTexts } from '../config/texts';
import { assistantPartnerChosen, assistantToolChosen, closeAiAssistant, selectAiAssistant } from '../model/ai-assistant-slice';
import { usePartnerOptions } from '../model/use-partner-options';
import { PartnerSelect } from './PartnerSelect';
import { ToolPanel } from './ToolPanel';
import { ToolTabs } from './ToolTabs';

interface AiAssistantModalProps {
  open: boolean;
  onApplyBio: (bio: string) => void;
}

/** SPEC §2 Home: the 'AI Dating Assistant' modal with its six tools. */
export function AiAssistantModal({ open, onApplyBio }: AiAssistantModalProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const me = useAppSelector(selectSessionUser)?.id;
  const { tool, partner, openedFor } = useAppSelector(selectAiAssistant);
  const options = usePartnerOptions(me, [openedFor, partner]);
  const { ask, cancel } = useAskAi();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));

  // Closing stops an answer still streaming: nobody is left to read it.
  const close = () => {
    cancel();
    dispatch(closeAiAssistant());
  };
  const applyBio = (bio: string) => {
    dispatch(closeAiAssistant());
    onApplyBio(bio);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen} scroll="paper">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {aiAssistantTexts.title}
      </DialogTitle>
      <IconButton aria-label={aiAssistantTexts.close} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {me && (
          <Box sx={{ mb: 1 }}>
            <UsageLeftNote me={me} limit="aiAnswers" />
          </Box>
        )}
        <Box sx={{ maxWidth: 360, mb: 2 }}>
          <PartnerSelect options={options} value={partner} onChange={(chosen) => dispatch(assistantPartnerChosen(chosen))} />
        </Box>
        <ToolTabs value={tool} onChange={(chosen) => dispatch(assistantToolChosen(chosen))} />
        <ToolPanel tool={tool} partner={partner} ask={ask} onApplyBio={applyBio} />
      </DialogContent>
    </Dialog>
  );
}
