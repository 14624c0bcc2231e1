import type { Catalogue } from '@/shared/i18n';

export default {
  'signOut.logOut': 'Cerrar sesión',
  'signOut.signOutOthers': 'Cerrar sesión en otros dispositivos',
  'signOut.signingOutOthers': 'Cerrando sesión...',
  'signOut.othersSignedOut': 'Cerraste sesión en todos los demás dispositivos',
  'signOut.othersFailed': 'No se pudo cerrar sesión en los otros dispositivos',
} satisfies Catalogue;
