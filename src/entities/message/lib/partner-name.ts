import { messageTexts } from '../config/message-texts';
import type { ConversationPartner } from '../model/conversation';

/** The first name, else the username; 'Ascend member' for a partner who hides their profile. */
export function partnerName(partner: Pick<ConversationPartner, 'firstName' | 'username'>): string {
  return partner.firstName ?? partner.username ?? messageTexts.hiddenMember;
}
