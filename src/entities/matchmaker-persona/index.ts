export type { MatchmakerPersona } from './model/matchmaker-persona';
export { matchmakerPersonaApi, useGetMatchmakerPersonasQuery } from './api/matchmaker-persona-api';
