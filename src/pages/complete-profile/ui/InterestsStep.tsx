import { useState } from 'react';
import toast from 'react-hot-toast';
import { useUpdateOwnProfileMutation, type OwnProfile } from '@/entities/profile';
import { InterestChips } from '@/features/edit-profile';
import { profileTexts, type Interest } from '@/shared/config';
import { StepActions, type StepNavigation } from './StepActions';

interface InterestsStepProps extends StepNavigation {
  profile: OwnProfile;
  onDone: () => void;
}

const sameInterests = (a: readonly Interest[], b: readonly Interest[]) => a.length === b.length && a.every((item) => b.includes(item));

/** Edit Profile's interest chips; fewer than three shows its hint and, as there, does not block saving (SPEC §5). */
export function InterestsStep({ profile, onDone, ...navigation }: InterestsStepProps) {
  const [interests, setInterests] = useState<Interest[]>(profile.interests);
  const [update, { isLoading }] = useUpdateOwnProfileMutation();

  const save = async () => {
    if (!sameInterests(interests, profile.interests)) {
      const saved = await update({ me: profile.id, changes: { interests }, context: 'Save interests' });
      if ('error' in saved) {
        toast.error(profileTexts.saveFailed);
        return;
      }
    }
    onDone();
  };

  return (
    <>
      <InterestChips selected={interests} onChange={setInterests} />
      <StepActions {...navigation} onNext={() => void save()} nextDisabled={interests.length === 0} busy={isLoading} />
    </>
  );
}
