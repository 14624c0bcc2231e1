const ACCENTED: Record<string, string> = {
  a: 'á', e: 'é', i: 'î', o: 'ö', u: 'û', c: 'ç', n: 'ñ', s: 'š', y: 'ý', z: 'ž',
  A: 'Á', E: 'É', I: 'Î', O: 'Ö', U: 'Û', C: 'Ç', N: 'Ñ', S: 'Š', Y: 'Ý', Z: 'Ž',
};

/**
 * The pseudo-locale's text: accented, about 40% longer (German and Spanish run that much longer than
 * English) and bracketed, so a text that skipped translation, or a layout that clips, shows at a glance.
 */
export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const accented = text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);
  const padding = '~'.repeat(Math.ceil(text.length * 0.4));
  return `[${accented} ${padding}]`;
}
