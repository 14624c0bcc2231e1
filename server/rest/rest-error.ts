/** A PostgREST error response: the status plus the `{ code, details, hint, message }` body. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RestError';
  }

  get body(): Record<string, unknown> {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

// PostgREST's own errors, with its codes, statuses and words (the clients match on these).
export const restErrors = {
  parse: (message: string, details: string) => new RestError(400, 'PGRST100', message, details),
  /** Details say why when the JSON is well-formed but refused (nested too deep). */
  invalidBody: (details: string | null = null) => new RestError(400, 'PGRST102', 'Empty or invalid json', details),
  invalidRange: (details: string) => new RestError(416, 'PGRST103', 'Requested range not satisfiable', details),
  /** PostgREST 13's wording, what hosted Supabase answers (12 said "The schema must be one of the following: …"). */
  unacceptableSchema: (schema: string, schemas: string[]) =>
    new RestError(406, 'PGRST106', `Invalid schema: ${schema}`, null, `Only the following schemas are exposed: ${schemas.join(', ')}`),
  mediaType: (accept: string) => new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`),
  notEmbedded: (resource: string) =>
    new RestError(
      400,
      'PGRST108',
      `'${resource}' is not an embedded resource in this request`,
      null,
      `Verify that '${resource}' is included in the 'select' query parameter.`,
    ),
  singularity: (rows: number) =>
    new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    ),
  invalidRpcMethod: (method: string) => new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`),
  unsupportedMethod: (method: string) => new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`),
  relatedOrderNotToOne: (origin: string, target: string) =>
    new RestError(
      400,
      'PGRST118',
      `A related order on '${target}' is not possible`,
      `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
    ),
  /** Two embeds under one key: PostgreSQL's error on PostgREST's statement, which names them alike. */
  duplicateEmbed: (alias: string) => new RestError(400, '42712', `table name "${alias}" specified more than once`),
  unacceptableFilter: (target: string) =>
    new RestError(
      400,
      'PGRST120',
      `Bad operator on the '${target}' embedded resource`,
      'Only is null or not is null filters are allowed on embedded resources',
    ),
  maxAffected: (rows: number) =>
    new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    ),
  noRelationship: (parent: string, child: string, hint: string | undefined, schema: string) =>
    new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${child}${
        hint ? `' using the hint '${hint}` : ''
      }' in the schema '${schema}', but no matches were found.`,
    ),
  ambiguousRelationship: (parent: string, child: string, details: unknown[], choices: string[]) =>
    new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
      details,
      `Try changing '${child}' to one of the following: ${choices.join(', ')}. Find the desired relationship in the 'details' key.`,
    ),
  noFunction: (schema: string, name: string, args: string[], isPost: boolean, hint: string | null = null) => {
    const params = args.length === 0 ? ' without parameters' : `(${args.join(', ')})`;
    const withParams =
      args.length === 0 ? ' without parameters' : ` with parameter${args.length > 1 ? 's' : ''} ${args.join(', ')}`;
    const orBody = isPost ? ' or with a single unnamed json/jsonb parameter' : '';
    return new RestError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name}${params} in the schema cache`,
      `Searched for the function ${schema}.${name}${withParams}${orBody}, but no matches were found in the schema cache.`,
      hint,
    );
  },
  maxAffectedNotSet: () =>
    new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict'),
  ambiguousFunction: (candidates: string[]) =>
    new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates.join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    ),
  columnNotFound: (table: string, column: string) =>
    new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  tableNotFound: (schema: string, table: string, suggestion?: string) =>
    new RestError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${table}' in the schema cache`,
      null,
      suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
    ),
  /** Unknown column in select, filter or order: what PostgreSQL itself answers. */
  undefinedColumn: (table: string, column: string) =>
    new RestError(400, '42703', `column ${table}.${column} does not exist`),
  /** pg-safeupdate, which hosted Supabase enables for the API. */
  whereRequired: (command: 'UPDATE' | 'DELETE') => new RestError(400, '21000', `${command} requires a WHERE clause`),
  tooLarge: (limitBytes: number) =>
    new RestError(413, 'PGRST413', `The request body is larger than ${limitBytes} bytes`),
  tooComplex: (what: string) => new RestError(400, 'PGRST100', `The request is too complex: ${what}`),
};
