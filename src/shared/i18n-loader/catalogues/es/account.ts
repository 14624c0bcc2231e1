import type { Catalogue } from '@/shared/i18n';

export default {
  'account.changePassword': 'Cambiar contraseña',
  'account.noPassword': 'Inicias sesión con Google, así que no tienes contraseña que cambiar.',
  'account.downloadTitle': 'Descargar mis datos',
  'account.downloadText': 'Un archivo JSON con todo lo que guardamos sobre ti: cuenta, perfil, fotos, intereses y mensajes.',
  'account.deleteTitle': 'Eliminar mi cuenta',
  'account.deleteText': 'Elimina para siempre tu cuenta, tu perfil, tus fotos, tus intereses y tus mensajes.',
} satisfies Catalogue;
