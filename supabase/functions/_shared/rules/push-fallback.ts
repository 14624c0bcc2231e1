import type { Language } from './languages';

/**
 * What the service worker shows for a push it cannot read (service-worker/push.ts), in the browser's
 * language: the worker cannot read the member's saved choice (local storage, her profile), and a
 * readable push already comes in her language (server-messages). Here rather than in the server's
 * messages so the worker carries four sentences, not every one the server writes.
 */
export const PUSH_FALLBACK_BODY: Record<Language, string> = {
  en: 'You have something new.',
  es: 'Tienes algo nuevo.',
  de: 'Es gibt etwas Neues für dich.',
  ar: 'لديك شيء جديد.',
};
