import type { AiTool } from '../request.ts';
import { compatibility } from './compatibility.ts';
import { conversationCoach } from './conversation-coach.ts';
import { datePlanning } from './date-planning.ts';
import { growthFeedback } from './growth-feedback.ts';
import { matchmaker } from './matchmaker.ts';
import { profileEnhancement } from './profile-enhancement.ts';
import { safetyCheck } from './safety-check.ts';
import type { Tool } from './tool.ts';

export const TOOLS: Record<AiTool, Tool> = {
  'profile-enhancement': profileEnhancement,
  compatibility: compatibility as Tool,
  'conversation-coach': conversationCoach,
  'safety-check': safetyCheck as Tool,
  'date-planning': datePlanning,
  'growth-feedback': growthFeedback,
  matchmaker: matchmaker as Tool,
};

export type { Answer, Tool, ToolContext, ToolResult } from './tool.ts';
