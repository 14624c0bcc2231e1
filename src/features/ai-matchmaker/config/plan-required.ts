/**
 * Her plan has no AI matchmaking: the database's refusal says the same (private.plan_names_giving, private.english_list).
 * A file without imports, so the server's test can read the same English words (the SPA reads them,
 * translated, as aiMatchmakerTexts.planRequired).
 */
export const planRequired = (plans: string) => `AI matchmaking comes with ${plans}. Upgrade your plan to meet the matchmakers.`;
