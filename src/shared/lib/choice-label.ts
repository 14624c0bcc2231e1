import { choiceTexts } from '@/shared/config';

/**
 * A stored choice as the member reads it, in her language: 'non-binary' reads 'Non-binary' in English,
 * 'No binario' in Spanish. A value outside the profile's choices reads as stored, with a capital.
 */
export function choiceLabel(value: string): string {
  return Object.hasOwn(choiceTexts, value) ? choiceTexts[value] : value.charAt(0).toUpperCase() + value.slice(1);
}
