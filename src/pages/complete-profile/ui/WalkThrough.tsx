import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { OwnProfile } from '@/entities/profile';
import { useFinishOnboardingMutation } from '@/entities/profile';
import { walkThroughStepTexts } from '../config/texts';
import { firstStepFor, WALK_THROUGH_STEPS, type WalkThroughStep } from '@/entities/profile';
import { CityStep } from './CityStep';
import { CompleteBasicsStep } from './CompleteBasicsStep';
import { InterestsStep } from './InterestsStep';
import { PhotoStep } from './PhotoStep';
import { WalkThroughStepper } from './WalkThroughStepper';

interface WalkThroughProps {
  profile: OwnProfile;
  onboardingDone: boolean;
  /** Where she goes afterwards. */
  next: string;
}

/**
 * A new member's first minute, one step at a time. Where it starts is decided once, when it opens:
 * her profile fills up as she goes, and that must not end the walk-through under her.
 */
export function WalkThrough({ profile, onboardingDone, next }: WalkThroughProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState(() => firstStepFor(profile, onboardingDone));
  const [skipped, setSkipped] = useState<WalkThroughStep[]>([]);
  const [finish, { isLoading: finishing }] = useFinishOnboardingMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new step is announced by moving the focus to its heading (not on arrival: the form comes first).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  if (step === null) return <Navigate to={next} replace />;
  const index = WALK_THROUGH_STEPS.indexOf(step);

  const goTo = (to: WalkThroughStep) => {
    moved.current = true;
    setStep(to);
  };
  const forward = async (skip: boolean) => {
    setSkipped((list) => [...list.filter((item) => item !== step), ...(skip ? [step] : [])]);
    const following = WALK_THROUGH_STEPS[index + 1];
    if (following) {
      goTo(following);
      return;
    }
    // Awaited: by then her cached state says she is through, so the frame lets her in.
    await finish(profile.id);
    await navigate(next, { replace: true });
  };
  const navigation = {
    // Back to the basics would offer nothing: they are saved for good.
    onBack: index > 1 ? () => goTo(WALK_THROUGH_STEPS[index - 1]) : undefined,
    onSkip: () => void forward(true),
    isLast: index === WALK_THROUGH_STEPS.length - 1,
    finishing,
  };
  const onDone = () => void forward(false);

  return (
    <>
      <Typography ref={heading} tabIndex={-1} component="h1" variant="h5" gutterBottom sx={{ outline: 'none' }}>
        {walkThroughStepTexts[step].title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {walkThroughStepTexts[step].intro}
      </Typography>
      <WalkThroughStepper active={step} skipped={skipped} />
      {step === 'basics' && <CompleteBasicsStep profile={profile} onDone={onDone} />}
      {step === 'city' && <CityStep profile={profile} onDone={onDone} {...navigation} />}
      {step === 'photo' && <PhotoStep profile={profile} onDone={onDone} {...navigation} />}
      {step === 'interests' && <InterestsStep profile={profile} onDone={onDone} {...navigation} />}
    </>
  );
}
