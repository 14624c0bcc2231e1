import type { Catalogue } from '@/shared/i18n';

export default {
  'deleteAccount.open': 'Eliminar mi cuenta',
  'deleteAccount.title': '¿Eliminar tu cuenta?',
  'deleteAccount.body': 'Esto elimina para siempre tu cuenta, tu perfil, tus fotos, tus intereses, tus solicitudes de conexión y tus mensajes. No se puede deshacer. Si quieres conservar una copia, descarga antes tus datos.',
  'deleteAccount.typeToConfirm': 'Escribe {0} para confirmar',
  'deleteAccount.password': 'Contraseña',
  'deleteAccount.cancel': 'Cancelar',
  'deleteAccount.delete': 'Eliminar cuenta',
  'deleteAccount.deleting': 'Eliminando la cuenta…',
} satisfies Catalogue;
