import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BoostButton } from '@/entities/plan';
import { selectSessionUser } from '@/entities/session';
import { AiAssistButton } from '@/features/ai-assistant';
import { memberName, useDocumentTitle } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { ProfileGrid } from '@/widgets/profile-grid';
import { homeTexts } from '../config/texts';
import { ProfileNudge } from './ProfileNudge';
import { ProfileReviewNotice } from './ProfileReviewNotice';

/**
 * SPEC §2 Home: the discovery feed, filtered by the member's saved Dating Preferences (the header's
 * filter button), with Boost beside the title (docs/plans.md, Boosts), under a nudge to complete her profile while it is under 80%, and a notice while
 * reports about her are reviewed.
 */
export function HomePage() {
  useDocumentTitle(homeTexts.title);
  const user = useAppSelector(selectSessionUser);
  return (
    <Container component="section" aria-labelledby="home-title" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" sx={{ mb: 3, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="home-title" component="h1" variant="h4">
          {homeTexts.title}
        </Typography>
        {user && <BoostButton me={user.id} />}
      </Stack>
      {user && <ProfileReviewNotice me={user.id} />}
      {user && <ProfileNudge me={user.id} />}
      {user && <ProfileGrid memberId={user.id} aiAssistSlot={(card) => <AiAssistButton memberId={card.id} name={memberName(card)} />} />}
    </Container>
  );
}
