import { changeLocale } from '@/shared/i18n';
import { completenessColor, profileCompleteness, type CompletenessFields } from './profile-completeness';

const complete: CompletenessFields = {
  fullName: 'Ava Rose',
  bio: 'Painter and hiker.',
  birthDate: '1995-06-15',
  gender: 'female',
  location: 'Lisbon, Portugal',
  interests: ['Art', 'Hiking', 'Coffee'],
  photos: [{ id: 'p1' }],
  relationshipGoals: ['Marriage'],
};

const empty: CompletenessFields = {
  fullName: null,
  bio: null,
  birthDate: null,
  gender: null,
  location: null,
  interests: [],
  photos: [],
  relationshipGoals: [],
};

describe('profileCompleteness', () => {
  it('is 100, green and complete when all eight items are there', () => {
    expect(profileCompleteness(complete)).toEqual({ percent: 100, color: 'success', isComplete: true, missing: [] });
  });

  it('is 0 and red for an empty profile', () => {
    expect(profileCompleteness(empty)).toEqual({
      percent: 0,
      color: 'error',
      isComplete: false,
      missing: ['your name', 'a bio', 'your birth date', 'your gender', 'your city', '3 interests', 'a photo', 'what you are looking for'],
    });
  });

  it('names what is missing in the language of the moment', async () => {
    await changeLocale('de', { save: false });
    try {
      expect(profileCompleteness({ ...empty, fullName: 'Ava Rose', bio: 'Hi', birthDate: '1995-06-15', gender: 'female', location: 'Lisbon' }).missing).toEqual([
        '3 Interessen',
        'ein Foto',
        'wonach du suchst',
      ]);
    } finally {
      await changeLocale('en', { save: false });
    }
  });

  it.each<[keyof CompletenessFields, CompletenessFields[keyof CompletenessFields]]>([
    ['fullName', '  '],
    ['bio', ''],
    ['birthDate', null],
    ['gender', null],
    ['location', null],
    ['interests', ['Art', 'Hiking']],
    ['photos', []],
    ['relationshipGoals', []],
  ])('counts %s as missing when it is %p', (field, value) => {
    expect(profileCompleteness({ ...complete, [field]: value }).percent).toBe(88);
  });

  // k of 8 items: 12.5 % each, rounded half up; the colour changes at 50 and at 80.
  it.each([
    [1, 13, 'error'],
    [3, 38, 'error'],
    [4, 50, 'warning'],
    [5, 63, 'warning'],
    [6, 75, 'warning'],
    [7, 88, 'success'],
  ] as const)('%i items make %i%%, %s', (count, percent, color) => {
    const fields = Object.keys(complete) as (keyof CompletenessFields)[];
    const partial = { ...empty, ...Object.fromEntries(fields.slice(0, count).map((field) => [field, complete[field]])) };
    expect(profileCompleteness(partial)).toMatchObject({ percent, color, isComplete: false });
  });
});

describe('completenessColor (SPEC §5: red under 50, yellow under 80, green from 80)', () => {
  it.each([
    [0, 'error'],
    [49, 'error'],
    [50, 'warning'],
    [63, 'warning'],
    [79, 'warning'],
    [80, 'success'],
    [100, 'success'],
  ] as const)('colours %i%% %s', (percent, color) => {
    expect(completenessColor(percent)).toBe(color);
  });
});
