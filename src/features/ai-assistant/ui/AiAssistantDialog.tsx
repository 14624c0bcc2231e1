import { lazy, Suspense, useState } from 'react';
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
  // Once loaded it stays mounted, so that closing plays the dialog's exit transition.
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AiAssistantModal open={open} onApplyBio={onApplyBio} />
    </Suspense>
  );
}
