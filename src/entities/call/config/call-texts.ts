import { defineTexts } from '@/shared/i18n';
import { callTexts as english } from './texts';

/**
 * The video calls' words in the reader's language (docs/i18n.md). Their English stays in ./texts.ts, a
 * module without imports that a server test reads (server/db/rls/calls.test.ts).
 */
export const callTexts = defineTexts('call', english);
