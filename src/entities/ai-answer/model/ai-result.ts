/** The structure `done` carries, by tool (`kind` is the tool): what the UI shows beside the text. */
export type AiResult =
  | ProfileEnhancementResult
  | CompatibilityResult
  | SafetyCheckResult
  | MatchmakerResult
  | { kind: 'conversation-coach' }
  | { kind: 'date-planning' }
  | { kind: 'growth-feedback' };

export interface ProfileEnhancementResult {
  kind: 'profile-enhancement';
  /** A bio the member may apply as it is (at most the bio's 500 characters), or null. */
  suggestedBio: string | null;
}

export interface CompatibilityResult {
  kind: 'compatibility';
  /** 0 to 100. */
  score: number;
  strengths: string[];
  concerns: string[];
}

export type RiskLevel = 'low' | 'medium' | 'high';

export interface SafetyFlag {
  /** A fixed rule of the function, or the model's own reading. */
  source: 'rule' | 'model';
  rule: string | null;
  message: string;
}

export interface SafetyCheckResult {
  kind: 'safety-check';
  riskLevel: RiskLevel;
  flags: SafetyFlag[];
}

export interface MatchSuggestion {
  /** A member of the caller's discovery feed. */
  memberId: string;
  name: string;
  /** Why the persona suggests them, in its own voice. */
  reason: string;
}

export interface MatchmakerResult {
  kind: 'matchmaker';
  personaId: string;
  suggestions: MatchSuggestion[];
}
