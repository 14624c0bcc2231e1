/** SPEC §3 "Matchmaker persona": one of the four voices the AI Matchmaker speaks in. */
export interface MatchmakerPersona {
  /** 'cupid', 'sage', 'adventurer', 'counselor': what the `ai` function takes as `personaId`. */
  id: string;
  name: string;
  description: string;
  personality: string;
  specialty: string;
  /** An emoji. */
  avatar: string;
}
