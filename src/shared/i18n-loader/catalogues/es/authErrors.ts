import type { Catalogue } from '@/shared/i18n';

export default {
  'authErrors.signIn': 'No se pudo iniciar sesión. Revisa tus datos de acceso.',
  'authErrors.google': 'No se pudo iniciar sesión con Google.',
  'authErrors.sessionLoad': 'Error de autenticación. Vuelve a intentarlo.',
  'authErrors.signInNetwork': 'Error de conexión. Revisa tu conexión a internet.',
  'authErrors.notAuthenticated': 'Inicia sesión para continuar',
  'authErrors.callback': 'No se pudo completar la autenticación. Vuelve a intentarlo.',
  'authErrors.logout': 'No se pudo cerrar la sesión',
  'authErrors.emailRegistered': 'Este correo ya está registrado. Inicia sesión.',
  'authErrors.registerFallback': 'No se pudo completar el registro. Vuelve a intentarlo.',
  'authErrors.registered': '¡Te has registrado! Revisa tu correo para verificar tu cuenta.',
} satisfies Catalogue;
