import { changeLocale } from '@/shared/i18n';
import { profileFacts } from './profile-facts';

const nothing = {
  bodyType: null,
  hairType: null,
  heightCm: null,
  education: null,
  drinking: null,
  smoking: null,
  religion: null,
  hasChildren: null,
  wantsChildren: null,
} as const;

describe('profileFacts', () => {
  it('names each attribute the member filled in, in reading order, with human values', () => {
    expect(
      profileFacts({ ...nothing, bodyType: 'Athletic', heightCm: 170, drinking: 'socially', hasChildren: 'no', wantsChildren: 'maybe', education: "Master's" }),
    ).toEqual([
      { label: 'Body type', value: 'Athletic' },
      { label: 'Height', value: '170 cm' },
      { label: 'Education', value: "Master's" },
      { label: 'Drinking', value: 'Socially' },
      { label: 'Has children', value: 'No' },
      { label: 'Wants children', value: 'Maybe' },
    ]);
  });

  it('leaves out what is empty', () => {
    expect(profileFacts({ ...nothing, religion: '' })).toEqual([]);
  });

  it('names the attributes and their values in the language of the moment', async () => {
    await changeLocale('es', { save: false });
    try {
      expect(profileFacts({ ...nothing, heightCm: 170, hasChildren: 'no' })).toEqual([
        { label: 'Estatura', value: '170 cm' },
        { label: 'Tiene hijos', value: 'No' },
      ]);
    } finally {
      await changeLocale('en', { save: false });
    }
  });
});
