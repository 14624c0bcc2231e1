import type { Catalogue } from '@/shared/i18n';

export default {
  'walkThroughSteps.basics.label': 'Nombre y fecha de nacimiento',
  'walkThroughSteps.basics.title': 'Antes de conocer a nadie',
  'walkThroughSteps.basics.intro': 'Ascend es para personas adultas. Dinos tu nombre y tu fecha de nacimiento para continuar.',
  'walkThroughSteps.city.label': 'Ciudad',
  'walkThroughSteps.city.title': '¿Dónde vives?',
  'walkThroughSteps.city.intro': 'Los miembros ven el nombre de tu ciudad y una distancia aproximada, nunca dónde estás.',
  'walkThroughSteps.photo.label': 'Foto',
  'walkThroughSteps.photo.title': 'Añade una foto',
  'walkThroughSteps.photo.intro': 'Con una basta para empezar. Puedes añadir más y elegir la foto de tu tarjeta en Editar perfil.',
  'walkThroughSteps.interests.label': 'Intereses',
  'walkThroughSteps.interests.title': '¿Qué te gusta hacer?',
  'walkThroughSteps.interests.intro': 'Elige tres o más, para que los miembros vean qué podrían hacer contigo.',
} satisfies Catalogue;
