import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { answerLabels, personalityTexts as texts, useAnswerPersonalityItemMutation, type PersonalityItem } from '@/entities/personality';
import { useQuestionnaireStep } from '../model/use-questionnaire-step';

interface QuestionnaireStepProps {
  me: string;
  items: PersonalityItem[];
  /** The last answer scored the attempt. */
  onFinished: () => void;
}

/**
 * One statement a screen (on a phone as on a desk): the progress bar, the statement and IPIP's five
 * answers. Choosing one saves it (answer_personality_item) and moves on; Back shows the one before.
 * A refusal is shown in the database's words (a plan that ended, a retake too soon).
 */
export function QuestionnaireStep({ me, items, onFinished }: QuestionnaireStepProps) {
  const step = useQuestionnaireStep(items);
  const [answer, { isLoading, error }] = useAnswerPersonalityItemMutation();
  const item = items[step.index];
  const message = (error as { message?: string } | undefined)?.message;

  const choose = async (value: number) => {
    const saved = await answer({ me, item: item.id, answer: value }).unwrap().catch(() => undefined);
    if (saved?.completed) onFinished();
    else if (saved) step.forward();
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <LinearProgress variant="determinate" value={(step.answered * 100) / items.length} aria-label={texts.progress(step.answered, items.length)} />
        <Typography variant="body2" color="text.secondary">
          {texts.progress(step.answered, items.length)}
        </Typography>
      </Stack>
      <Stack spacing={1}>
        <Typography variant="overline">{texts.itemOf(step.index + 1, items.length)}</Typography>
        <Typography id="personality-item" component="h2" variant="h5">
          {item.text}
        </Typography>
        <Typography color="text.secondary">{texts.itemLead}</Typography>
      </Stack>
      <RadioGroup
        key={item.id}
        aria-labelledby="personality-item"
        value={item.answer ?? ''}
        onChange={(_event, value) => void choose(Number(value))}
      >
        {answerLabels().map((label, i) => (
          <FormControlLabel key={label} value={i + 1} control={<Radio />} label={label} disabled={isLoading} />
        ))}
      </RadioGroup>
      {error && <Alert severity="error">{message ?? texts.answerFailed}</Alert>}
      <Button sx={{ alignSelf: 'flex-start' }} disabled={step.index === 0 || isLoading} onClick={step.back}>
        {texts.back}
      </Button>
    </Stack>
  );
}
