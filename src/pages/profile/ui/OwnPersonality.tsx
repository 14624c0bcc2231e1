import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  PersonalityBars,
  retakeOpen,
  personalityTexts as texts,
  useGetPersonalityResultQuery,
  useSetPersonalitySharingMutation,
} from '@/entities/personality';
import { routes } from '@/shared/config';
import { formatDate } from '@/shared/lib';
import { ProfileSection } from './ProfileSection';

const takeLink = (label: string) => (
  <Button component={RouterLink} to={routes.personality} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
    {label}
  </Button>
);

/** Her own result with the switch that shares it with her matches; the way to take it while she has none. */
export function OwnPersonality({ me }: { me: string }) {
  const { data, isError } = useGetPersonalityResultQuery(me);
  const [share, sharing] = useSetPersonalitySharingMutation();
  if (data === undefined) {
    return isError ? <Typography color="error">{texts.resultLoadFailed}</Typography> : null;
  }
  if (data === null) {
    return (
      <ProfileSection title={texts.title}>
        <Stack spacing={1}>
          <Typography color="text.secondary">{texts.noResult}</Typography>
          {takeLink(texts.take)}
        </Stack>
      </ProfileSection>
    );
  }
  const canRetake = retakeOpen(data);
  return (
    <ProfileSection title={texts.title}>
      <Stack spacing={2}>
        <PersonalityBars scores={data.scores} />
        <Typography variant="body2" color="text.secondary">
          {texts.completedOn(formatDate(data.completedAt))}{' '}
          {data.retakeAt && !canRetake && texts.retakeOn(formatDate(data.retakeAt))}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={data.sharedWithMatches}
              disabled={sharing.isLoading}
              onChange={(_event, checked) => void share({ me, shared: checked })}
            />
          }
          label={texts.share}
        />
        <Typography variant="body2" color="text.secondary">
          {texts.shareHelp}
        </Typography>
        {sharing.isError && <Alert severity="error">{(sharing.error as { message?: string }).message ?? texts.shareFailed}</Alert>}
        {canRetake && takeLink(texts.retake)}
      </Stack>
    </ProfileSection>
  );
}
