import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { OwnProfileGate } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { routes } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { completeBasicsTexts } from '../config/texts';
import { CompleteBasicsForm } from './CompleteBasicsForm';

/** Where the member was going when she was asked first; home otherwise. */
function useNextPath(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && from !== routes.completeProfile ? from : routes.home;
}

/**
 * The short step a member who signed up with Google takes before meeting anyone: first name and an
 * 18+ birth date (the database shows her nobody until she has both). A complete member goes on.
 */
export function CompleteProfilePage() {
  useDocumentTitle('Complete your profile');
  const me = useAppSelector(selectSessionUser)?.id ?? '';
  const navigate = useNavigate();
  const next = useNextPath();
  return (
    <Container maxWidth="xs" sx={{ py: 6 }}>
      <Paper sx={{ p: 3 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {completeBasicsTexts.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {completeBasicsTexts.intro}
        </Typography>
        <OwnProfileGate me={me} label="Loading your profile">
          {(profile) =>
            profile.basicsComplete ? (
              <Navigate to={next} replace />
            ) : (
              <CompleteBasicsForm profile={profile} onDone={() => void navigate(next, { replace: true })} />
            )
          }
        </OwnProfileGate>
      </Paper>
    </Container>
  );
}
