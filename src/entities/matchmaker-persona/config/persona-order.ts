/** SPEC §9 lists the personas in this order; the table has no column for it. */
export const PERSONA_ORDER: readonly string[] = ['cupid', 'sage', 'adventurer', 'counselor'];
