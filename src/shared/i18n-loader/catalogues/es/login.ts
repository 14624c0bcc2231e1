import type { Catalogue } from '@/shared/i18n';

export default {
  'login.documentTitle': 'Iniciar sesión',
  'login.loadingSession': 'Cargando tu sesión',
  'login.title': 'Qué bien verte de nuevo',
  'login.subtitle': 'Inicia sesión para ver tus matches y tus mensajes.',
  'login.withGoogle': 'Continuar con Google',
  'login.orEmail': 'O continúa con tu correo',
  'login.email': 'Correo electrónico',
  'login.password': 'Contraseña',
  'login.signIn': 'Iniciar sesión',
  'login.signingIn': 'Iniciando sesión…',
  'login.noAccount': '¿Aún no tienes cuenta?',
  'login.signUp': 'Regístrate',
} satisfies Catalogue;
