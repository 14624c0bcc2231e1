import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PlanLimitAlert } from '@/entities/plan';
import { profileTexts } from '@/shared/config';

/**
 * Her plan's profile views a day are spent (docs/plans.md, Limits): the database sent nothing of the
 * member, so the page shows its message and 'Upgrade Plan', and nothing else.
 */
export function ProfileViewLimit({ message }: { message: string }) {
  return (
    <Container component="section" maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 3 }}>
        {profileTexts.viewLimitReached}
      </Typography>
      <PlanLimitAlert message={message} />
    </Container>
  );
}
