/**
 * A feature a plan lacks, as the card lists it: 'No read receipts', 'No AI matchmaking'. The first
 * letter is lowered for the sentence, but not an acronym's (SPEC §9 writes 'AI' in capitals).
 */
export function excludedFeatureLabel(feature: string): string {
  const isAcronym = /^[A-Z]{2}/.test(feature);
  return `No ${isAcronym ? feature : feature.charAt(0).toLowerCase() + feature.slice(1)}`;
}
