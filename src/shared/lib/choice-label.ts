/** A stored choice as the UI shows it: 'non-binary' reads 'Non-binary', 'Athletic' stays as it is. */
export function choiceLabel(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
