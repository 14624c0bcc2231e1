export { startFakeOpenAI, type FakeOpenAI, type FakeOpenAIOptions, type FakeOpenAIRequest } from './fake-openai-server';
export {
  DEFAULT_REPLY_TEXT,
  messageText,
  type ChatCompletionRequestBody,
  type ChatMessage,
  type ErrorReply,
  type FakeReply,
  type HangReply,
  type MalformedReply,
  type TextReply,
} from './fake-reply';
export { sameRealmFetch } from './same-realm-fetch';
