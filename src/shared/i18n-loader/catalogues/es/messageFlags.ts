import type { Catalogue } from '@/shared/i18n';

export default {
  'messageFlags.money_request': 'Menciona dinero o pagos. Pedir dinero es la señal de estafa más común, y a la otra persona se le avisa.',
  'messageFlags.off_platform': 'Propone pasar muy pronto a otra app o al teléfono. Mucha gente prefiere quedarse en Ascend hasta que hay confianza.',
  'messageFlags.insult': 'Tiene palabras que pueden herir. Mantén las conversaciones con respeto.',
} satisfies Catalogue;
