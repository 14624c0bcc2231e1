import { HttpResponse } from 'msw';

/** A request PostgREST refuses: the status and the body it would answer with. */
export class PostgrestProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

export function problemResponse(problem: PostgrestProblem) {
  const { code, details, hint, message } = problem;
  return HttpResponse.json({ code, details, hint, message }, { status: problem.status });
}

export const unknownColumn = (table: string, column: string) =>
  new PostgrestProblem(400, '42703', `column ${table}.${column} does not exist`);

/** What the mock does not implement yet: loud, so that a new query shape gets added here. */
export const notInMock = (what: string) => new PostgrestProblem(400, 'PGRST100', `The MSW PostgREST mock does not support ${what}`);
