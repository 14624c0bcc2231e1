import { RetryAlert } from '@/shared/ui';
import { profileGridTexts } from '../config/texts';

/** SPEC §8: 'Failed to load profiles', with another try. */
export function FeedError({ onRetry }: { onRetry: () => void }) {
  return <RetryAlert message={profileGridTexts.loadFailed} onRetry={onRetry} sx={{ gridColumn: '1 / -1' }} />;
}
