export { MatchMomentDialog } from './ui/MatchMomentDialog';
