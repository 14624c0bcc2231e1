// The personality assessment's words (English). No imports: the database tests check the refusals
// against the same words (server/db/rls/personality.test.ts), and the server's Jest has no `@/`. The
// SPA reads them in the reader's language through ./personality-texts.ts.
export const personalityTexts = {
  title: 'Personality',
  pageTitle: 'Personality assessment',
  intro:
    '50 short statements about how you usually are. Say how accurately each describes you, as you are now, not as you wish to be. It takes about 5 minutes, and you can stop and come back where you left off.',
  source: 'Items from the International Personality Item Pool (ipip.ori.org), public domain.',
  /** The lock on the page, and the database's refusal (answer_personality_item), naming the plans. */
  planRequired: (plans: string) => `The personality assessment comes with ${plans}. Upgrade your plan to take it.`,
  /** The database's refusal of a new attempt (answer_personality_item). */
  retakeTooSoon: 'You can retake the assessment 30 days after your last one.',
  start: 'Start',
  resume: 'Continue where you stopped',
  retake: 'Retake the assessment',
  take: 'Take the personality assessment',
  retakeOn: (date: string) => `You can retake it on ${date}.`,
  completedOn: (date: string) => `Taken on ${date}.`,
  progress: (answered: number, total: number) => `${answered} of ${total} answered`,
  itemOf: (position: number, total: number) => `Statement ${position} of ${total}`,
  itemLead: 'How accurately does this describe you?',
  back: 'Back',
  answerFailed: 'Your answer was not saved. Try again.',
  loading: 'Loading the assessment',
  loadFailed: 'Failed to load the assessment',
  resultLoadFailed: 'Failed to load the personality result',
  noResult: 'Find out how you come across: five traits, from 50 short statements.',
  done: 'Your result is ready.',
  viewProfile: 'See it on your profile',
  share: 'Show my result to my matches',
  shareHelp: 'Your matches see these bars on your profile. The AI compatibility analysis and the matchmaker use it only beside another member who shares theirs.',
  shareFailed: 'Your choice was not saved. Try again.',
  theirResult: (name: string) => `How ${name} describes themselves`,
  /** IPIP's five answers, 1 to 5 (their order: personality-texts.ts, answerLabels). */
  answers: {
    veryInaccurate: 'Very inaccurate',
    moderatelyInaccurate: 'Moderately inaccurate',
    neither: 'Neither accurate nor inaccurate',
    moderatelyAccurate: 'Moderately accurate',
    veryAccurate: 'Very accurate',
  },
} as const;
