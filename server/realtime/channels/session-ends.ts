import type { Database } from '../../db';
import { ENDED_SUBJECT } from '../../http/token-subject';
import { closeChannel } from './channel-lifecycle';
import type { ChannelOwner } from './channel-owner';

const SESSION_ENDS_CHANNEL = 'realtime_session_ends';

/**
 * A NOTIFY for each deleted user and each ended session (signed out, or gone with its user), however
 * it was deleted: the auth API, the delete-account function, SQL. Installed by the server at every
 * start (idempotent), like the change capture; hosted Realtime has no such rule.
 */
const SESSION_ENDS_SQL: readonly string[] = [
  `create schema if not exists realtime_capture`,
  `revoke all on schema realtime_capture from public`,
  `create or replace function realtime_capture.notify_session_end() returns trigger
  language plpgsql
  set search_path = ''
  as $$
  begin
    perform pg_notify('${SESSION_ENDS_CHANNEL}', case tg_table_name
      when 'users' then jsonb_build_object('user_id', old.id)
      else jsonb_build_object('session_id', old.id)
    end::text);
    return null;
  end;
  $$`,
  `revoke all on function realtime_capture.notify_session_end() from public`,
  `create or replace trigger realtime_user_end after delete on auth.users
    for each row execute function realtime_capture.notify_session_end()`,
  `create or replace trigger realtime_session_end after delete on auth.sessions
    for each row execute function realtime_capture.notify_session_end()`,
];

export interface SessionEnd {
  userId?: string;
  sessionId?: string;
}

/** Installs the notifying triggers and calls onEnd for each end; resolves to a function that stops. */
export async function watchSessionEnds(db: Database, onEnd: (end: SessionEnd) => void): Promise<() => Promise<void>> {
  // On PostgreSQL a deadlock with a request is retried by the engine (server/db/pg-engine.ts).
  await db.transaction(async (tx) => {
    for (const statement of SESSION_ENDS_SQL) await tx.query(statement);
  });
  return db.listen(SESSION_ENDS_CHANNEL, (payload) => {
    try {
      const { user_id: userId, session_id: sessionId } = JSON.parse(payload) as { user_id?: string; session_id?: string };
      onEnd({ userId, sessionId });
    } catch (error) {
      console.error('realtime: unreadable session end notification', error);
    }
  });
}

/**
 * Closes the channels joined with a token of the deleted user or the ended session: a token checked
 * at join would otherwise go on receiving that member's messages until it expires.
 */
export function closeChannelsOfEnded(connections: Iterable<ChannelOwner>, end: SessionEnd): void {
  for (const connection of connections) {
    for (const channel of [...connection.channels.values()]) {
      const { sub, session_id: sessionId } = channel.claims;
      if (end.userId !== undefined && sub === end.userId) closeChannel(connection, channel, ENDED_SUBJECT.user);
      else if (end.sessionId !== undefined && sessionId === end.sessionId) closeChannel(connection, channel, ENDED_SUBJECT.session);
    }
  }
}
