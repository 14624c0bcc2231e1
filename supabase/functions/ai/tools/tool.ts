import type { z } from 'zod';
import type { ServerLocale } from '../../_shared/server-messages/index.ts';
import type { AiRefusal } from '../answers.ts';
import type { Candidate, Persona, PromptMessage, PromptProfile } from '../member-data.ts';
import type { AiTool } from '../request.ts';

/** What a tool's prompt and canned answer are built from, all read as the caller. */
export interface ToolContext {
  me: PromptProfile;
  partner?: PromptProfile;
  /** The caller's newest messages with the partner, oldest first (coach and safety check). */
  messages: PromptMessage[];
  persona?: Persona;
  /** The caller's discovery feed (matchmaker). */
  candidates: Candidate[];
  /** The language the answer is written in (docs/ai.md, Her language); English when unset. */
  locale?: ServerLocale;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export type SafetyFlag = { source: 'rule' | 'model'; rule: string | null; message: string };

export type ToolResult =
  | { kind: 'profile-enhancement'; suggestedBio: string | null }
  | { kind: 'compatibility'; score: number; strengths: string[]; concerns: string[] }
  | { kind: 'safety-check'; riskLevel: 'low' | 'medium' | 'high'; flags: SafetyFlag[] }
  | { kind: 'matchmaker'; personaId: string; suggestions: { memberId: string; name: string; reason: string }[] }
  | { kind: 'conversation-coach' | 'date-planning' | 'growth-feedback' };

/** An answer: readable text (the markdown subset of docs/ai.md) and the structure the UI uses. */
export interface Answer {
  text: string;
  result: ToolResult;
}

interface ToolBase {
  name: AiTool;
  /** The SPEC's parameters (§7): 0.7, 0.3 for the safety check; 500 tokens, 1000 for compatibility and matchmaker. */
  temperature: number;
  maxTokens: number;
  /** The refusal when no partner is given; unset for tools about the caller alone. */
  partner?: { missing: AiRefusal; mustBeMatch?: boolean };
  readsMessages?: boolean;
  readsCandidates?: boolean;
  needsPersona?: boolean;
  /** Reads the shared personality results of the caller and the partner or candidates (both must share). */
  readsPersonality?: boolean;
  prompt(ctx: ToolContext): ChatMessage[];
  /** The answer without a model: no provider configured, or it failed. */
  canned(ctx: ToolContext): Answer;
}

/** A tool whose answer is the model's text, streamed as it comes. */
export interface TextTool extends ToolBase {
  mode: 'text';
  result(text: string, ctx: ToolContext): ToolResult;
}

/** A tool whose answer is JSON, validated, then rendered as text; undefined when it is not usable. */
export interface JsonTool<T = unknown> extends ToolBase {
  mode: 'json';
  schema: z.ZodType<T>;
  answer(parsed: T, ctx: ToolContext): Answer | undefined;
}

export type Tool = TextTool | JsonTool<never>;
