import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { walkThroughStepTexts, walkThroughTexts } from '../config/texts';
import { WALK_THROUGH_STEPS, type WalkThroughStep } from '@/entities/profile';

interface WalkThroughStepperProps {
  active: WalkThroughStep;
  /** Passed over with 'Skip for now': not shown as done. */
  skipped: readonly WalkThroughStep[];
}

/**
 * The steps as an ordered list with the current one marked (aria-current), so a screen reader hears
 * where she is. Labels go under the icons: then MUI draws the connectors inside each item.
 */
export function WalkThroughStepper({ active, skipped }: WalkThroughStepperProps) {
  const activeIndex = WALK_THROUGH_STEPS.indexOf(active);
  return (
    <Stepper
      component="ol"
      aria-label={walkThroughTexts.stepsLabel}
      activeStep={activeIndex}
      alternativeLabel
      sx={{ listStyle: 'none', p: 0, mt: 0, mb: 3 }}
    >
      {WALK_THROUGH_STEPS.map((step, index) => (
        <Step
          key={step}
          component="li"
          aria-current={index === activeIndex ? 'step' : undefined}
          completed={index < activeIndex && !skipped.includes(step)}
        >
          <StepLabel
            optional={
              step === 'basics' ? undefined : (
                <Typography variant="caption" color="text.secondary">
                  {walkThroughTexts.optional}
                </Typography>
              )
            }
          >
            {walkThroughStepTexts[step].label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
