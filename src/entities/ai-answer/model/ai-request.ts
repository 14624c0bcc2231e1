/** The tools and the matchmaker the `ai` function answers (docs/ai.md, "The call"). */
export type AiTool =
  | 'profile-enhancement'
  | 'compatibility'
  | 'conversation-coach'
  | 'safety-check'
  | 'date-planning'
  | 'growth-feedback'
  | 'matchmaker';

/** The tools about another member: the body must carry `partnerId`. */
export type PartnerTool = 'compatibility' | 'conversation-coach' | 'safety-check' | 'date-planning';

/** The tools about the member alone. */
export type SelfTool = 'profile-enhancement' | 'growth-feedback';

/** One ask, exactly the body the function takes (any other key answers 400). */
export type AiRequest =
  | { tool: SelfTool }
  | { tool: PartnerTool; partnerId: string }
  | { tool: 'matchmaker'; personaId: string };

const partnerTools: readonly AiTool[] = ['compatibility', 'conversation-coach', 'safety-check', 'date-planning'];

export const isPartnerTool = (tool: AiTool): tool is PartnerTool => partnerTools.includes(tool);
