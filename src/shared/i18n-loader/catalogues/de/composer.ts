import type { Catalogue } from '@/shared/i18n';

export default {
  'composer.label': 'Nachricht',
  'composer.send': 'Senden',
  'composer.sending': 'Wird gesendet…',
  'composer.retry': 'Erneut versuchen',
  'composer.discard': 'Verwerfen',
  'composer.confirmTitle': 'Bist du sicher?',
  'composer.confirmIntro': 'Bevor du diese Nachricht sendest:',
  'composer.editMessage': 'Nachricht bearbeiten',
  'composer.sendAnyway': 'Trotzdem senden',
} satisfies Catalogue;
