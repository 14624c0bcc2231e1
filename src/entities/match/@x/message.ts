// A conversation is a match: its partner is the match's card.
export type { MatchPartner } from '../model/relationship';
