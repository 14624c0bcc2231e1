import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { personalityTexts as texts, retakeOpen, useGetPersonalityQuestionnaireQuery, useGetPersonalityResultQuery } from '@/entities/personality';
import { UpgradePlanLink, useEntitlement } from '@/entities/plan';
import { selectSessionUser } from '@/entities/session';
import { formatDate, useDocumentTitle } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { RetryAlert } from '@/shared/ui';
import { PersonalityResultCard } from './PersonalityResultCard';
import { QuestionnaireStep } from './QuestionnaireStep';

/**
 * /personality (docs/features.md, Personality assessment): the questionnaire, one statement a
 * screen, resumed where she stopped; her result once scored; the lock on plans without it; her last
 * result with its retake date within 30 days of it. The database decides each (answer_personality_item).
 */
export function PersonalityPage() {
  useDocumentTitle(texts.pageTitle);
  const me = useAppSelector(selectSessionUser)?.id;
  const { entitled, includedIn } = useEntitlement(me, 'personality_assessment');
  const questionnaire = useGetPersonalityQuestionnaireQuery(me ?? skipToken);
  const result = useGetPersonalityResultQuery(me ?? skipToken);
  const [started, setStarted] = useState(false);
  const [finished, setFinished] = useState(false);
  const items = questionnaire.data;
  const answered = items?.filter((item) => item.answer !== null).length ?? 0;
  let body;
  if (!me || (!items && !questionnaire.isError) || (result.data === undefined && !result.isError)) {
    body = <CircularProgress aria-label={texts.loading} />;
  } else if (!items || result.isError) {
    const retry = () => void (questionnaire.isError ? questionnaire.refetch() : result.refetch());
    body = <RetryAlert message={texts.loadFailed} onRetry={retry} retrying={questionnaire.isFetching || result.isFetching} />;
  } else if (finished) {
    // Scored: her result loads again (the answer invalidated it) and is shown here.
    body =
      result.isFetching || !result.data ? (
        <CircularProgress aria-label={texts.loading} />
      ) : (
        <PersonalityResultCard me={me} result={result.data} note={<Alert severity="success">{texts.done}</Alert>} />
      );
  } else if (result.data?.retakeAt && !retakeOpen(result.data)) {
    const note = <Typography>{texts.retakeOn(formatDate(result.data.retakeAt))}</Typography>;
    body = <PersonalityResultCard me={me} result={result.data} note={note} />;
  } else if (entitled === false) {
    body = (
      <Alert severity="info" action={<UpgradePlanLink variant="contained" />}>
        {texts.planRequired(includedIn)}
      </Alert>
    );
  } else if (!started && answered === 0) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{texts.intro}</Typography>
        <Button variant="contained" onClick={() => setStarted(true)}>
          {result.data ? texts.retake : texts.start}
        </Button>
      </Stack>
    );
  } else {
    body = <QuestionnaireStep me={me} items={items} onFinished={() => setFinished(true)} />;
  }

  return (
    <Container component="section" aria-labelledby="personality-title" maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography id="personality-title" component="h1" variant="h4" sx={{ mb: 3 }}>
        {texts.pageTitle}
      </Typography>
      {body}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 4 }}>
        {texts.source}
      </Typography>
    </Container>
  );
}
