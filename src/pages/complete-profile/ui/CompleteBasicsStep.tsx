import type { OwnProfile } from '@/entities/profile';
import { useGetProviderFirstNameQuery } from '../api/provider-name-api';
import { CompleteBasicsForm } from './CompleteBasicsForm';

interface CompleteBasicsStepProps {
  profile: OwnProfile;
  onDone: () => void;
}

/**
 * The basics step, its first name prefilled: her own, else the one her sign-in provider gave (a
 * Google sign-up), which she sees and may change before Continue saves it.
 */
export function CompleteBasicsStep({ profile, onDone }: CompleteBasicsStepProps) {
  const { data: providerFirstName, isLoading } = useGetProviderFirstNameQuery(profile.id, { skip: profile.firstName !== null });
  if (isLoading) return null;
  return <CompleteBasicsForm profile={profile} initialFirstName={profile.firstName ?? providerFirstName ?? ''} onDone={onDone} />;
}
