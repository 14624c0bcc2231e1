import { skipToken } from '@reduxjs/toolkit/query';
import { useGetConversationsInfiniteQuery } from '@/entities/message';
import { memberName } from '@/shared/lib';
import type { AssistantPartner } from './ai-assistant-slice';

/**
 * Whom the member can pick: the ones given first (whom it was opened for, the one selected), then her
 * conversation partners (the list's first page: the same cache entry as the conversation list's).
 */
export function usePartnerOptions(me: string | undefined, pinned: (AssistantPartner | null)[]): AssistantPartner[] {
  const { data } = useGetConversationsInfiniteQuery(me ? { me, search: '' } : skipToken);
  const partners = (data?.pages ?? []).flatMap((page) => page.conversations).map(({ partner }) => ({ id: partner.id, name: memberName(partner) }));
  const options = new Map<string, AssistantPartner>();
  for (const partner of [...pinned, ...partners]) if (partner && !options.has(partner.id)) options.set(partner.id, partner);
  return [...options.values()];
}
