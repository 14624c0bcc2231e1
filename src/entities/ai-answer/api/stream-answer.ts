import { currentLocale } from '@/shared/i18n';
import type { AppSupabaseClient } from '@/shared/supabase';
import { describeInvokeError, type AiFailure } from '../lib/ai-failure';
import { toAnswerEvent, type AnswerEvent } from '../lib/answer-event';
import { readEventStream } from '../lib/read-event-stream';
import type { AiRequest } from '../model/ai-request';
import type { AiResult } from '../model/ai-result';

/** A whole answer, as `done` ends it. */
export interface AiAnswerEnd {
  text: string;
  simulated: boolean;
  result: AiResult;
}

export interface StreamHandlers {
  onDelta: (text: string) => void;
  onReset: () => void;
}

type Settled = { data: AiAnswerEnd; error: null } | { data: null; error: AiFailure | 'aborted' };

const aborted: Settled = { data: null, error: 'aborted' };
const broken = (cause: unknown): Settled => ({ data: null, error: { kind: 'broken', cause } });

const isStream = (data: unknown): data is Response & { body: ReadableStream<Uint8Array> } =>
  typeof (data as Response | null)?.body?.getReader === 'function';

/**
 * Asks the `ai` function and reads its event stream to the end (docs/ai.md): each delta and reset is
 * handed over as it arrives; `done` settles the answer, `error` fails it. The answer to `{ data,
 * error }`, as supabaseQuery takes it; an abort ends as 'aborted'.
 */
export async function askAndStream(supabase: AppSupabaseClient, request: AiRequest, signal: AbortSignal, handlers: StreamHandlers): Promise<Settled> {
  // The language on her screen, when it is not English: the answer is written in it (docs/ai.md).
  const locale = currentLocale();
  const body = locale === 'en' ? request : { ...request, locale };
  // supabase-js hands a text/event-stream answer over as the Response itself, unread.
  const { data, error } = await supabase.functions.invoke<unknown>('ai', { body, signal });
  if (signal.aborted) return aborted;
  if (error) return { data: null, error: await describeInvokeError(error) };
  if (!isStream(data)) return broken(`not an event stream: ${typeof data}`);

  let text = '';
  let settled: Settled | undefined;
  const apply = (event: AnswerEvent): 'stop' | void => {
    if (event.type === 'delta') {
      text += event.text;
      handlers.onDelta(event.text);
    } else if (event.type === 'reset') {
      text = '';
      handlers.onReset();
    } else if (event.type === 'error') {
      settled = { data: null, error: { kind: 'failed', message: event.message } };
      return 'stop';
    } else {
      const fits = event.result.kind === request.tool;
      settled = fits ? { data: { text, simulated: event.simulated, result: event.result }, error: null } : broken(`a ${event.result.kind} result`);
      return 'stop';
    }
  };
  await readEventStream(
    data.body,
    (message) => {
      try {
        const event = toAnswerEvent(message);
        return event ? apply(event) : undefined;
      } catch (cause) {
        settled = broken(cause);
        return 'stop';
      }
    },
    signal,
  );
  if (signal.aborted) return aborted;
  return settled ?? broken('the stream ended before done');
}
