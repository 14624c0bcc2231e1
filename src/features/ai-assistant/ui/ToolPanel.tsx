import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { aiAnswerKey, AiAnswerView, useAiAnswer, type AiRequest, type AiResult } from '@/entities/ai-answer';
import type { ApiError } from '@/shared/api';
import { assistantTool, type AssistantTool } from '../config/assistant-tools';
import { aiAssistantTexts } from '../config/texts';
import type { AssistantPartner } from '../model/ai-assistant-slice';
import { assistantRequest } from '../model/assistant-request';
import { CompatibilityDetails } from './CompatibilityDetails';
import { CopyAnswerButton } from './CopyAnswerButton';
import { SafetyDetails } from './SafetyDetails';
import { toolPanelId, toolTabId } from './ToolTabs';

interface ToolPanelProps {
  tool: AssistantTool;
  partner: AssistantPartner | null;
  ask: (request: AiRequest) => Promise<ApiError | null>;
  onApplyBio: (bio: string) => void;
}

/** The structured tools' result; the others are their text alone. */
function structuredPart(result: AiResult | null) {
  if (result?.kind === 'compatibility') return <CompatibilityDetails result={result} />;
  if (result?.kind === 'safety-check') return <SafetyDetails result={result} />;
  return undefined;
}

/** One tool: what it does, the button that runs it, and its answer for the selected profile. */
export function ToolPanel({ tool, partner, ask, onApplyBio }: ToolPanelProps) {
  const info = assistantTool(tool);
  const request = assistantRequest(tool, partner);
  const key = request && aiAnswerKey(request);
  const answer = useAiAnswer(key);
  // The SPEC's prompt shows after a run without a partner, until one is picked or the tool changes.
  const [promptedFor, setPromptedFor] = useState<AssistantTool | null>(null);
  const prompt = promptedFor === tool && !request ? info.partnerPrompt : undefined;
  const suggestedBio = answer.result?.kind === 'profile-enhancement' ? answer.result.suggestedBio : null;

  async function run() {
    if (!request) {
      setPromptedFor(tool);
      return;
    }
    const error = await ask(request);
    if (error) toast.error(error.message);
  }

  return (
    <Box role="tabpanel" id={toolPanelId} aria-labelledby={toolTabId(tool)} sx={{ display: 'grid', gap: 2, pt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {info.description}
      </Typography>
      {prompt && <Alert severity="info">{prompt}</Alert>}
      <Button
        variant="contained"
        startIcon={<AutoAwesomeIcon aria-hidden />}
        disabled={answer.status === 'streaming'}
        onClick={() => void run()}
        sx={{ justifySelf: 'start' }}
      >
        {info.action}
      </Button>
      <AiAnswerView
        key={key ?? tool}
        answer={answer}
        label={aiAssistantTexts.answer(info.label)}
        structured={structuredPart(answer.result)}
        actions={
          <>
            <CopyAnswerButton text={answer.text} />
            {suggestedBio && (
              <Button size="small" variant="outlined" onClick={() => onApplyBio(suggestedBio)}>
                {aiAssistantTexts.applyBio}
              </Button>
            )}
          </>
        }
      />
    </Box>
  );
}
