import { useState } from 'react';
import toast from 'react-hot-toast';
import { PlaceAutocomplete, type PlaceValue } from '@/entities/place';
import { useUpdateOwnProfileMutation, type OwnProfile } from '@/entities/profile';
import { profileTexts } from '@/shared/config';
import { walkThroughTexts } from '../config/texts';
import { StepActions, type StepNavigation } from './StepActions';

interface CityStepProps extends StepNavigation {
  profile: OwnProfile;
  onDone: () => void;
}

/** Edit Profile's city picker; the database writes the chosen place's label into her location. */
export function CityStep({ profile, onDone, ...navigation }: CityStepProps) {
  const [place, setPlace] = useState<PlaceValue | null>(profile.location ? { id: profile.placeId, label: profile.location } : null);
  const [update, { isLoading }] = useUpdateOwnProfileMutation();

  const save = async () => {
    // A city saved as text before the gazetteer (no id) is kept as it is.
    if (place?.id != null && place.id !== profile.placeId) {
      const saved = await update({ me: profile.id, changes: { place_id: place.id }, context: 'Save city' });
      if ('error' in saved) {
        toast.error(profileTexts.saveFailed);
        return;
      }
    }
    onDone();
  };

  return (
    <>
      <PlaceAutocomplete value={place} onChange={setPlace} label={walkThroughTexts.cityLabel} />
      <StepActions {...navigation} onNext={() => void save()} nextDisabled={!place} busy={isLoading} />
    </>
  );
}
