import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { aiAnswerKey, AiAnswerView, useAiAnswer, useAskAi } from '@/entities/ai-answer';
import { useGetMatchmakerPersonasQuery } from '@/entities/matchmaker-persona';
import { PlanLimitAlert, UsageLeftNote, useEntitlement } from '@/entities/plan';
import { selectSessionUser } from '@/entities/session';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { aiMatchmakerTexts } from '../config/texts';
import { closeAiMatchmaker, matchmakerPersonaChosen, selectAiMatchmaker } from '../model/ai-matchmaker-slice';
import { MatchSuggestions } from './MatchSuggestions';
import { PersonaPicker } from './PersonaPicker';

/** The ai function's answer when the member's plan has no AI matchmaking (docs/ai.md, Refusals). */
const PLAN_REQUIRED = 'plan_required';

/** SPEC §2 Home: the 'AI Matchmaker' modal. Choosing a persona asks it for suggestions from the member's feed. */
export function AiMatchmakerModal({ open }: { open: boolean }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const { personaId } = useAppSelector(selectAiMatchmaker);
  const persona = useGetMatchmakerPersonasQuery().data?.find(({ id }) => id === personaId);
  const key = personaId ? aiAnswerKey({ tool: 'matchmaker', personaId }) : null;
  const answer = useAiAnswer(key);
  const { ask, cancel } = useAskAi();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const answerRef = useRef<HTMLDivElement>(null);
  // Her plan has no AI matchmaking: said in the modal, with the way to upgrade (a toast would sit
  // outside the dialog's focus).
  const [planRequired, setPlanRequired] = useState<string | null>(null);
  // Known from her plan before she picks anyone; the function refuses on its own anyway.
  const me = useAppSelector(selectSessionUser)?.id;
  const { entitled, includedIn } = useEntitlement(me, 'ai_matchmaking');
  const locked = entitled === false;
  const lockedMessage = locked && includedIn ? aiMatchmakerTexts.planRequired(includedIn) : null;

  // Closing stops an answer still streaming: nobody is left to read it.
  const close = () => {
    cancel();
    dispatch(closeAiMatchmaker());
  };
  async function choose(chosen: string) {
    dispatch(matchmakerPersonaChosen(chosen));
    // On a phone the answer starts below the four cards: bring it into view.
    requestAnimationFrame(() => answerRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }));
    setPlanRequired(null);
    const error = await ask({ tool: 'matchmaker', personaId: chosen });
    if (error?.code === PLAN_REQUIRED) setPlanRequired(error.message);
    else if (error) toast.error(error.message);
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen} scroll="paper">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {aiMatchmakerTexts.title}
      </DialogTitle>
      <IconButton aria-label={aiMatchmakerTexts.close} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {aiMatchmakerTexts.intro}
        </Typography>
        {lockedMessage && <PlanLimitAlert message={lockedMessage} onUpgrade={close} />}
        {me && !locked && <UsageLeftNote me={me} limit="aiAnswers" />}
        <PersonaPicker chosen={personaId} disabled={locked} onChoose={(chosen) => void choose(chosen)} />
        {planRequired && <PlanLimitAlert message={planRequired} onUpgrade={close} onClose={() => setPlanRequired(null)} />}
        <Box ref={answerRef} sx={{ scrollMarginTop: 16 }}>
          {persona && (
            <AiAnswerView
              key={key}
              answer={answer}
              label={aiMatchmakerTexts.answer(persona.name)}
              structured={
                answer.result?.kind === 'matchmaker' ? (
                  <MatchSuggestions suggestions={answer.result.suggestions} onLeave={() => dispatch(closeAiMatchmaker())} />
                ) : undefined
              }
            />
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
