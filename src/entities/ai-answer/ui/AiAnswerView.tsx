import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { MarkdownText } from '@/shared/ui';
import { aiAnswerTexts } from '../config/texts';
import type { AiAnswer } from '../model/ai-answer';

interface AiAnswerViewProps {
  answer: AiAnswer;
  /** What the region is called: 'Compatibility Analysis answer'. */
  label: string;
  /**
   * The structured part of a finished answer (a score, a risk level, suggestions). The text says the
   * same in words, so it then folds away behind 'Show full answer' instead of repeating the lists.
   */
  structured?: ReactNode;
  /** Actions under a finished answer (Copy, Apply). */
  actions?: ReactNode;
}

/** An answer as it streams: a spinner until the first words, then the text, then what it settled on. */
export function AiAnswerView({ answer, label, structured, actions }: AiAnswerViewProps) {
  const [showText, setShowText] = useState(false);
  const textId = useId();
  const streaming = answer.status === 'streaming';
  const folded = answer.status === 'done' && structured !== undefined;
  if (answer.status === 'idle' || answer.status === 'failed') return null;
  return (
    <Box role="region" aria-label={label} aria-busy={streaming} sx={{ display: 'grid', gap: 1.5 }}>
      {streaming && answer.text === '' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={aiAnswerTexts.generating} />
        </Box>
      )}
      {folded && structured}
      {folded ? (
        <>
          <Button size="small" sx={{ justifySelf: 'start' }} aria-expanded={showText} aria-controls={textId} onClick={() => setShowText((shown) => !shown)}>
            {showText ? aiAnswerTexts.hideFullAnswer : aiAnswerTexts.showFullAnswer}
          </Button>
          <Collapse in={showText} id={textId} unmountOnExit>
            <MarkdownText text={answer.text} />
          </Collapse>
        </>
      ) : (
        answer.text !== '' && <MarkdownText text={answer.text} />
      )}
      {answer.status === 'done' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {actions}
          {answer.simulated && (
            <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
              {aiAnswerTexts.simulated}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
