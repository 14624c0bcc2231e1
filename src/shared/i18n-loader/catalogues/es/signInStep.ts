import type { Catalogue } from '@/shared/i18n';

export default {
  'signInStep.documentTitle': 'Verificación en dos pasos',
  'signInStep.title': 'Verificación en dos pasos',
  'signInStep.subtitle': 'Tu cuenta está protegida con una app de autenticación. Introduce su código para terminar de iniciar sesión.',
  'signInStep.notYou': '¿No eres tú o no tienes acceso a tu app?',
  'signInStep.signOut': 'Cerrar sesión',
} satisfies Catalogue;
