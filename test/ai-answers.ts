import { screen, within } from '@testing-library/react';
import { rest } from '@mocks/api';
import { aiFunction, aiStream, type AiStreamStep } from '@mocks/api/ai-function';
import { mockMember, type discoveryRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import type { AiRequest } from '@/entities/ai-answer';
import { renderAppAs } from './sign-in-as';

/** The `ai` function answering every ask with these steps; the bodies sent to it, in order. */
export function serveAi(steps: AiStreamStep[]): AiRequest[] {
  const bodies: AiRequest[] = [];
  server.use(aiFunction((body) => (bodies.push(body), aiStream(steps))));
  return bodies;
}

/** Ava on /home with `card` in her feed, the AI Dating Assistant opened from that card's AI Assist. */
export async function openAssistantFromCard(card: ReturnType<typeof discoveryRow>) {
  const ava = mockMember({ username: 'ava', first_name: 'Ava', bio: 'Saved bio' });
  server.use(rest.rpc('get_discovery_feed', [card]));
  const rendered = await renderAppAs(ava, '/home');
  await rendered.user.click(await screen.findByRole('button', { name: `AI Assist for ${card.first_name}` }));
  const dialog = within(await screen.findByRole('dialog', { name: 'AI Dating Assistant' }));
  return { ...rendered, ava, dialog };
}

export type OpenedAssistant = Awaited<ReturnType<typeof openAssistantFromCard>>;

export const chooseTool = ({ user, dialog }: OpenedAssistant, name: string) => user.click(dialog.getByRole('tab', { name }));
