import Typography from '@mui/material/Typography';
import { PersonalityBars, personalityTexts as texts, useGetPersonalityResultQuery } from '@/entities/personality';
import { memberName } from '@/shared/lib';
import type { PublicProfile } from '@/entities/profile';
import { OwnPersonality } from './OwnPersonality';
import { ProfileSection } from './ProfileSection';

/**
 * The personality result on a profile (docs/features.md, Personality assessment): on her own, her
 * result with the choice to share it (or the way to take it); on a match's, the five bars when the
 * match shares them. Whom the database shows a result to is get_personality_result's rule.
 */
export function PersonalitySection({ profile, isOwn }: { profile: PublicProfile; isOwn: boolean }) {
  return isOwn ? <OwnPersonality me={profile.id} /> : <TheirPersonality profile={profile} />;
}

function TheirPersonality({ profile }: { profile: PublicProfile }) {
  const { data } = useGetPersonalityResultQuery(profile.id);
  if (!data) return null;
  return (
    <ProfileSection title={texts.title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {texts.theirResult(memberName(profile))}
      </Typography>
      <PersonalityBars scores={data.scores} />
    </ProfileSection>
  );
}
