import { PERSONA_ORDER } from '../config/persona-order';
import type { MatchmakerPersona } from '../model/matchmaker-persona';

const rank = (id: string) => {
  const index = PERSONA_ORDER.indexOf(id);
  return index === -1 ? PERSONA_ORDER.length : index;
};

/** The SPEC's order; a persona the SPEC does not name (added later by a migration) follows, by name. */
export function orderPersonas(personas: readonly MatchmakerPersona[]): MatchmakerPersona[] {
  return [...personas].sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name));
}
