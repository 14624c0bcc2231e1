import type { Catalogue } from '@/shared/i18n';

export default {
  'registration.usernameShort': 'El nombre de usuario debe tener al menos {0, plural, one {# carácter} other {# caracteres}}',
  'registration.usernameLong': 'El nombre de usuario puede tener como máximo {0, plural, one {# carácter} other {# caracteres}}',
  'registration.usernameChars': 'El nombre de usuario solo puede tener letras, números y guiones bajos',
  'registration.firstNameShort': 'El nombre debe tener al menos {0, plural, one {# carácter} other {# caracteres}}',
  'registration.firstNameLong': 'El nombre puede tener como máximo {0, plural, one {# carácter} other {# caracteres}}',
  'registration.firstNameOneLine': 'El nombre no puede contener saltos de línea ni otros caracteres de control',
  'registration.lastNameShort': 'Los apellidos deben tener al menos {0, plural, one {# carácter} other {# caracteres}}',
  'registration.lastNameLong': 'Los apellidos pueden tener como máximo {0, plural, one {# carácter} other {# caracteres}}',
  'registration.lastNameOneLine': 'Los apellidos no pueden contener saltos de línea ni otros caracteres de control',
  'registration.email': 'El correo electrónico no es válido',
  'registration.passwordShort': 'La contraseña debe tener al menos {0, plural, one {# carácter} other {# caracteres}}',
  'registration.passwordUpper': 'La contraseña debe tener al menos una letra mayúscula',
  'registration.passwordLower': 'La contraseña debe tener al menos una letra minúscula',
  'registration.passwordDigit': 'La contraseña debe tener al menos un número',
  'registration.gender': 'Elige tu género',
  'registration.underage': 'Debes tener al menos {0, plural, one {# año} other {# años}} para registrarte',
  'registration.terms': 'Acepta los Términos del servicio y la Política de privacidad',
} satisfies Catalogue;
