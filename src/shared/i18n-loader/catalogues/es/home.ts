import type { Catalogue } from '@/shared/i18n';

export default {
  'home.title': 'Descubrir',
  'home.nudgeLabel': 'Progreso del perfil',
  'home.completeProfile': 'Completar perfil',
  'home.nudgeTitle': 'Tu perfil está completo al {0}%',
  'home.nudgeBody': 'Los perfiles más completos reciben más interés. Añade {0}.',
  'home.percentComplete': '{0}% completado',
  'home.reviewLabel': 'Perfil en revisión',
  'home.reviewTitle': 'Tu perfil no aparece en Descubrir mientras revisamos los reportes sobre él',
  'home.reviewBody': 'Tus matches y conversaciones siguen como siempre. Si crees que es un error, {0}.',
  'home.contactUs': 'escríbenos',
} satisfies Catalogue;
