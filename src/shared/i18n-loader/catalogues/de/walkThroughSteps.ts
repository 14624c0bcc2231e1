import type { Catalogue } from '@/shared/i18n';

export default {
  'walkThroughSteps.basics.label': 'Name und Geburtsdatum',
  'walkThroughSteps.basics.title': 'Bevor du jemanden kennenlernst',
  'walkThroughSteps.basics.intro': 'Ascend ist für Erwachsene. Sag uns deinen Vornamen und dein Geburtsdatum, um weiterzumachen.',
  'walkThroughSteps.city.label': 'Stadt',
  'walkThroughSteps.city.title': 'Wo wohnst du?',
  'walkThroughSteps.city.intro': 'Mitglieder sehen den Namen deiner Stadt und eine gerundete Entfernung, nie, wo du gerade bist.',
  'walkThroughSteps.photo.label': 'Foto',
  'walkThroughSteps.photo.title': 'Füge ein Foto hinzu',
  'walkThroughSteps.photo.intro': 'Eins reicht für den Anfang. Unter „Profil bearbeiten“ kannst du weitere hinzufügen und dein Kartenfoto wählen.',
  'walkThroughSteps.interests.label': 'Interessen',
  'walkThroughSteps.interests.title': 'Was machst du gern?',
  'walkThroughSteps.interests.intro': 'Wähle drei oder mehr, damit Mitglieder sehen, was ihr zusammen unternehmen könntet.',
} satisfies Catalogue;
