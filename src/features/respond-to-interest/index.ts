export { LikesDialog } from './ui/LikesDialog';
export { AnswerInterestButtons } from './ui/AnswerInterestButtons';
export { answerInterestApi, useAnswerInterestMutation, type AnswerInterestArgs, type InterestAnswer } from './api/answer-interest';
export { respondToInterestTexts } from './config/texts';
