import type { Catalogue } from '@/shared/i18n';

export default {
  'register.title': 'Crea tu cuenta',
  'register.subtitle': 'Únete a Ascend y conoce a gente que merece la pena.',
  'register.username': 'Nombre de usuario',
  'register.firstName': 'Nombre',
  'register.lastName': 'Apellidos',
  'register.email': 'Correo electrónico',
  'register.password': 'Contraseña',
  'register.gender': 'Género',
  'register.birthDate': 'Fecha de nacimiento',
  'register.age': '{0, plural, one {# año} other {# años}}',
  'register.creating': 'Creando tu cuenta…',
  'register.create': 'Crear cuenta',
  'register.haveAccount': '¿Ya tienes cuenta?',
  'register.signIn': 'Inicia sesión',
  'register.agree': 'Acepto los {0} y la {1}',
  'register.termsOfService': 'Términos del servicio',
  'register.privacyPolicy': 'Política de privacidad',
} satisfies Catalogue;
