import { suggestedBio } from './profile-enhancement';

describe('suggestedBio', () => {
  it('is the text after the last "Suggested bio:", without bold or quotes', () => {
    expect(suggestedBio('- Add photos\n\n**Suggested bio:** "I surf at dawn."')).toBe('I surf at dawn.');
    expect(suggestedBio('Suggested bio: first\n\nSuggested bio: second')).toBe('second');
  });

  it('is null when the model gave none, and never longer than a bio may be', () => {
    expect(suggestedBio('- Add photos')).toBeNull();
    expect(suggestedBio(`Suggested bio: ${'a'.repeat(900)}`)).toHaveLength(500);
  });

  it('reads the line in the language the prompt asked for', () => {
    expect(suggestedBio('- Mehr Fotos\n\n**Vorgeschlagene Bio:** Ich surfe im Morgengrauen.')).toBe('Ich surfe im Morgengrauen.');
    expect(suggestedBio('Biografía sugerida: Surfeo al amanecer.')).toBe('Surfeo al amanecer.');
    expect(suggestedBio('**النبذة المقترحة:** أركب الأمواج عند الفجر.')).toBe('أركب الأمواج عند الفجر.');
  });
});
