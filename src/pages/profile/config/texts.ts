import { defineTexts } from '@/shared/i18n';

/** SPEC §2 /profile/{id}: the page's own words (the profile's shared ones are shared/config's profileTexts). */
export const profilePageTexts = defineTexts('profilePage', {
  title: 'Profile',
  loading: 'Loading profile',
  returnHome: 'Return to Home',
  editProfile: 'Edit profile',
  nameAge: (name: string, age: number) => `${name}, ${age}`,
  lastActive: (when: string) => `Last active: ${when}`,
  about: 'About',
  interests: 'Interests',
  relationshipGoals: 'Relationship goals',
  details: 'Details',
  itsAMatch: "It's a match",
  message: 'Message',
  messageName: (name: string) => `Message ${name}`,
  interestedInYou: (name: string) => `${name} is interested in you.`,
  interestSent: 'Interest sent',
});
