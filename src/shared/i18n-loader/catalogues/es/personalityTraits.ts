import type { Catalogue } from '@/shared/i18n';

export default {
  'personalityTraits.extraversion.name': 'Extraversión',
  'personalityTraits.extraversion.low': 'Reservado: recargas energía a solas y prefieres a unas pocas personas cercanas antes que a una multitud.',
  'personalityTraits.extraversion.middle': 'Equilibrado: a gusto en compañía y también con tiempo para ti.',
  'personalityTraits.extraversion.high': 'Sociable: la gente te da energía y disfrutas estando en el centro de todo.',
  'personalityTraits.agreeableness.name': 'Amabilidad',
  'personalityTraits.agreeableness.low': 'Directo: dices lo que piensas y te mantienes firme.',
  'personalityTraits.agreeableness.middle': 'Justo: cálido con los demás sin dejar de defenderte.',
  'personalityTraits.agreeableness.high': 'Cálido: te importa cómo se sienten los demás y les haces sitio.',
  'personalityTraits.conscientiousness.name': 'Responsabilidad',
  'personalityTraits.conscientiousness.low': 'Espontáneo: te dejas llevar más que seguir un plan.',
  'personalityTraits.conscientiousness.middle': 'Flexible: organizado cuando importa, relajado cuando no.',
  'personalityTraits.conscientiousness.high': 'Organizado: planificas con tiempo, cumples tu palabra y terminas lo que empiezas.',
  'personalityTraits.emotional_stability.name': 'Estabilidad emocional',
  'personalityTraits.emotional_stability.low': 'Sensible: sientes las cosas con intensidad y el estrés te alcanza pronto.',
  'personalityTraits.emotional_stability.middle': 'Estable casi siempre, con altibajos como cualquiera.',
  'personalityTraits.emotional_stability.high': 'Sereno: mantienes la calma y te recuperas rápido.',
  'personalityTraits.intellect.name': 'Apertura a las ideas',
  'personalityTraits.intellect.low': 'Práctico: te gusta lo concreto y lo probado.',
  'personalityTraits.intellect.middle': 'Curioso con medida: abierto a ideas nuevas que resulten útiles.',
  'personalityTraits.intellect.high': 'Imaginativo: te encantan las ideas, las palabras y darle vueltas a las cosas.',
} satisfies Catalogue;
