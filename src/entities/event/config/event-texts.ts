import { defineTexts } from '@/shared/i18n';
import { eventTexts as english } from './texts';

/**
 * The events' words in the reader's language (docs/i18n.md). Their English stays in ./texts.ts, a
 * module without imports that a server test reads (server/db/rls/events-rsvp.test.ts).
 */
export const eventTexts = defineTexts('event', english);
