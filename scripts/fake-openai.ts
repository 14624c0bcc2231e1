/**
 * `npm run fake-openai`: a fake OpenAI chat completions endpoint on 127.0.0.1 (FAKE_OPENAI_PORT, 11435
 * by default) for running the app's AI helpers without a key or network. Text answers stream at a
 * steady, readable pace; JSON-mode requests get the example the prompt itself carries between
 * `<<example-json>>` and `<</example-json>>` in its system message, or `{}`.
 */
import {
  messageText,
  startFakeOpenAI,
  type ChatCompletionRequestBody,
  type FakeReply,
} from '../server/testing/fake-openai';

const PORT = Number(process.env.FAKE_OPENAI_PORT ?? 11435);
// About 200 characters a second: slow enough to watch the stream arrive, quick enough to try things.
const PACE = { chunkSize: 4, chunkDelayMs: 20 } as const;

const ANSWER = `Here are a few ideas to make a great first impression:

- **Start with something you both like.** A shared interest gives the conversation an easy first step.
- **Ask open questions.** "What got you into hiking?" invites a story; "Do you like hiking?" invites a yes.
- **Keep the first date short and simple.** Coffee or a walk leaves room to want a second one.

Above all, be yourself: the right match will like you for who you are. Good luck! 💫`;

const EXAMPLE_JSON = /<<example-json>>([\s\S]*?)<<\/example-json>>/;

/** The example JSON the system message carries, if it is there and parses; `{}` otherwise. */
function exampleJson(request: ChatCompletionRequestBody): string {
  const system = request.messages.filter((message) => message.role === 'system').map(messageText).join('\n');
  const example = EXAMPLE_JSON.exec(system)?.[1]?.trim();
  if (example === undefined) return '{}';
  try {
    JSON.parse(example);
    return example;
  } catch {
    console.warn('  the example between <<example-json>> markers is not valid JSON: answering {}');
    return '{}';
  }
}

const reply: FakeReply = (request) => {
  const json = request.response_format?.type === 'json_object';
  console.log(`${new Date().toISOString()} ${request.model}${request.stream ? ' stream' : ''}${json ? ' json' : ''}`);
  return { text: json ? exampleJson(request) : ANSWER, ...PACE };
};

const fake = await startFakeOpenAI({ port: PORT, defaultReply: reply });
console.log(`Fake OpenAI listening at ${fake.baseUrl}`);
console.log('Run the app against it:');
console.log(`  OPENAI_BASE_URL=${fake.baseUrl} OPENAI_API_KEY=fake npm start`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
