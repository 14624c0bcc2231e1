import { defineTexts } from '@/shared/i18n';
import type { Trait } from '../model/personality';

/**
 * The five factors as a member reads them: a name, and what a low, a middle and a high score say in
 * plain words. A score is neither good nor bad; each end has its strengths.
 */
export const TRAITS: Record<Trait, { name: string; low: string; middle: string; high: string }> = defineTexts('personalityTraits', {
  extraversion: {
    name: 'Extraversion',
    low: 'Reserved: you recharge on your own and prefer a few close people to a crowd.',
    middle: 'Balanced: at ease in company, and happy with time to yourself too.',
    high: 'Outgoing: you draw energy from people and enjoy being in the middle of things.',
  },
  agreeableness: {
    name: 'Agreeableness',
    low: 'Direct: you say what you think and hold your ground.',
    middle: 'Fair-minded: warm with others while standing up for yourself.',
    high: 'Warm: you care about how others feel and make room for them.',
  },
  conscientiousness: {
    name: 'Conscientiousness',
    low: 'Spontaneous: you go with the flow more than with a plan.',
    middle: 'Flexible: organised when it matters, relaxed when it does not.',
    high: 'Organised: you plan ahead, keep your word and finish what you start.',
  },
  emotional_stability: {
    name: 'Emotional stability',
    low: 'Sensitive: you feel things strongly, and stress reaches you quickly.',
    middle: 'Steady most days, with ups and downs like anyone.',
    high: 'Calm: you stay even-tempered and bounce back quickly.',
  },
  intellect: {
    name: 'Openness to ideas',
    low: 'Practical: you like the concrete and the tried-and-tested.',
    middle: 'Curious in measure: open to new ideas that prove useful.',
    high: 'Imaginative: you love ideas, words and thinking things through.',
  },
});

/** The plain-language line for a score: its third of the scale. */
export const traitExplanation = (trait: Trait, score: number) =>
  score < 34 ? TRAITS[trait].low : score > 66 ? TRAITS[trait].high : TRAITS[trait].middle;
