import type { Catalogue } from '@/shared/i18n';

export default {
  'personalityTraits.extraversion.name': 'Extraversion',
  'personalityTraits.extraversion.low': 'Zurückhaltend: Du tankst allein auf und hast lieber ein paar enge Menschen um dich als eine Menge.',
  'personalityTraits.extraversion.middle': 'Ausgeglichen: gern in Gesellschaft, aber auch gern mal für dich.',
  'personalityTraits.extraversion.high': 'Kontaktfreudig: Menschen geben dir Energie, und du bist gern mittendrin.',
  'personalityTraits.agreeableness.name': 'Verträglichkeit',
  'personalityTraits.agreeableness.low': 'Direkt: Du sagst, was du denkst, und bleibst bei deiner Meinung.',
  'personalityTraits.agreeableness.middle': 'Fair: herzlich zu anderen und trotzdem für dich selbst da.',
  'personalityTraits.agreeableness.high': 'Herzlich: Dir ist wichtig, wie es anderen geht, und du machst ihnen Platz.',
  'personalityTraits.conscientiousness.name': 'Gewissenhaftigkeit',
  'personalityTraits.conscientiousness.low': 'Spontan: Du lässt dich eher treiben, als einem Plan zu folgen.',
  'personalityTraits.conscientiousness.middle': 'Flexibel: organisiert, wenn es darauf ankommt, entspannt, wenn nicht.',
  'personalityTraits.conscientiousness.high': 'Organisiert: Du planst voraus, hältst dein Wort und bringst zu Ende, was du anfängst.',
  'personalityTraits.emotional_stability.name': 'Emotionale Stabilität',
  'personalityTraits.emotional_stability.low': 'Sensibel: Du fühlst intensiv, und Stress erreicht dich schnell.',
  'personalityTraits.emotional_stability.middle': 'Meist ausgeglichen, mit Höhen und Tiefen wie alle.',
  'personalityTraits.emotional_stability.high': 'Gelassen: Du bleibst ruhig und fängst dich schnell wieder.',
  'personalityTraits.intellect.name': 'Offenheit für Ideen',
  'personalityTraits.intellect.low': 'Praktisch: Du magst das Konkrete und Bewährte.',
  'personalityTraits.intellect.middle': 'Maßvoll neugierig: offen für neue Ideen, die sich als nützlich erweisen.',
  'personalityTraits.intellect.high': 'Fantasievoll: Du liebst Ideen, Worte und Dinge zu Ende zu denken.',
} satisfies Catalogue;
