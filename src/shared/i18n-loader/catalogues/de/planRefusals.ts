import type { Catalogue } from '@/shared/i18n';

export default {
  'planRefusals.interests_per_day': '{0, plural, one {Du hast dein # Interesse für heute gesendet. Wechsle deinen Plan, um mehr zu senden.} other {Du hast deine # Interessen für heute gesendet. Wechsle deinen Plan, um mehr zu senden.}}',
  'planRefusals.messages_per_day': '{0, plural, one {Du hast deine # Nachricht für heute gesendet. Wechsle deinen Plan, um mehr zu senden.} other {Du hast deine # Nachrichten für heute gesendet. Wechsle deinen Plan, um mehr zu senden.}}',
  'planRefusals.profiles_per_day': '{0, plural, one {Du hast heute # Profil geöffnet. Wechsle deinen Plan, um mehr zu sehen.} other {Du hast heute # Profile geöffnet. Wechsle deinen Plan, um mehr zu sehen.}}',
  'planRefusals.photos': '{0, plural, one {Dein Plan erlaubt # Foto. Wechsle deinen Plan, um mehr hinzuzufügen.} other {Dein Plan erlaubt # Fotos. Wechsle deinen Plan, um mehr hinzuzufügen.}}',
  'planRefusals.see_who_liked_you': 'Zu sehen, wer dich mag, gibt es mit {0}. Wechsle deinen Plan, um sie zu sehen.',
  'planRefusals.ai_matchmaking': 'KI-Matchmaking gibt es mit {0}. Wechsle deinen Plan, um die Matchmakerinnen kennenzulernen.',
  'planRefusals.verification': 'Die Verifizierung gibt es mit {0}. Wechsle deinen Plan, um dich verifizieren zu lassen.',
  'planRefusals.boost': 'Boosts gibt es mit {0}.',
  'planRefusals.all_filters': 'Filter über Alter, Entfernung, Geschlecht und Beziehungsziel hinaus gibt es mit {0}. Wechsle deinen Plan, um sie zu nutzen.',
  'planRefusals.video_calls': 'Videoanrufe gibt es mit {0}. Wechsle deinen Plan, um anzurufen.',
  'planRefusals.events': 'Events gibt es mit {0}. Wechsle deinen Plan, um hinzugehen.',
  'planRefusals.personality_assessment': 'Den Persönlichkeitstest gibt es mit {0}. Wechsle deinen Plan, um ihn zu machen.',
  'planRefusals.analytics': 'Statistiken gibt es mit {0}. Wechsle deinen Plan, um sie zu sehen.',
  'planRefusals.higherPlan': 'einem höheren Plan',
} satisfies Catalogue;
