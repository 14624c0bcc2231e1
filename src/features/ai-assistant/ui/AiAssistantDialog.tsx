import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { selectAiAssistantOpen } from '../model/ai-assistant-slice';

// The tools, the markdown and the stream reader load only when the assistant first opens.
const AiAssistantModal = lazy(() => import('./AiAssistantModal').then((m) => ({ default: m.AiAssistantModal })));

interface AiAssistantDialogProps {
  /**
   * Profile Enhancement's 'Apply to my profile': the app opens Edit Profile with this bio (a feature
   * of its own, which this one cannot import).
   */
  onApplyBio: (bio: string) => void;
}

/** Mounted once in the signed-in frame; anything may open it with `openAiAssistant()`. */
export function AiAssistantDialog({ onApplyBio }: AiAssistantDialogProps) {
  const open = useAppSelector(selectAiAssistantOpen);
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <AiAssistantModal open={open} onApplyBio={onApplyBio} />
    </Suspense>
  );
}
