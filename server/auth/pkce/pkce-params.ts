import { authError } from '../errors/error-catalogue';
import { codeChallengeProblem, parseCodeChallengeMethod, type CodeChallengeMethod } from './code-challenge';

/** Both PKCE parameters or neither, and a well-formed challenge (GoTrue's validatePKCEParams). */
export function assertPkceParams(challenge: string, method: string): CodeChallengeMethod | null {
  if ((challenge === '') !== (method === '')) throw authError('pkceParamsIncomplete');
  if (challenge === '') return null;
  const problem = codeChallengeProblem(challenge);
  if (problem) throw authError('codeChallengeInvalid', problem);
  const parsed = parseCodeChallengeMethod(method);
  if (!parsed) throw authError('pkceMethodInvalid');
  return parsed;
}
