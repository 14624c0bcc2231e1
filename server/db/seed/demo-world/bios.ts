import type { seededRandom } from '../random';

type Random = ReturnType<typeof seededRandom>;

// A bio is an opening about the member's days, something they love (from their interests) and what
// they hope for (from their goals): many combinations, none of them real.
const OPENINGS = [
  'Nurse on night shifts, morning person on my days off.', 'Architect who notices every staircase.',
  'High school science teacher and amateur baker.', 'Freelance translator with a suitcase always half packed.',
  'Data analyst who still writes letters by hand.', 'Paramedic, calm in a crisis, chaotic in a kitchen.',
  'Graphic designer with strong opinions about fonts.', 'Physical therapist and weekend cyclist.',
  'Startup founder learning to take Sundays off.', 'Veterinarian, so yes, I will ask to meet your dog.',
  'Public defender who laughs loudly and often.', 'Sound engineer, vinyl collector, late-night radio fan.',
  'Pastry chef who brings dessert to everything.', 'Urban planner obsessed with good bike lanes.',
  'Civil engineer by day, stand-up open mics by night.', 'Librarian with a secret talent for karaoke.',
  'Marine biologist who misses the ocean in every city.', 'Accountant who plans the best road trips.',
  'Museum educator and part-time tour guide.', 'Software tester: I will find the bug in any plan.',
  'Florist with a soft spot for ugly succulents.', 'Firefighter who cooks for the whole station.',
  'PhD student in linguistics, fluent in puns.', 'Photographer who prefers film to phones.',
];
const LOVES: Record<string, string> = {
  Travel: 'planning the next trip', Photography: 'golden-hour walks with my camera', Cooking: 'cooking for friends',
  Fitness: 'early workouts', Reading: 'a long novel on a rainy day', Music: 'live music in small venues',
  Art: 'gallery openings', Movies: 'old movies with too much popcorn', Gaming: 'co-op games on a Friday night',
  Hiking: 'trails with a view at the end', Dancing: 'dancing until the lights come on', Writing: 'filling notebooks',
  Technology: 'tinkering with gadgets', Fashion: 'thrift-store treasure hunts', Sports: 'cheering far too loudly',
  Yoga: 'slow yoga mornings', Meditation: 'ten quiet minutes a day', Food: 'finding the best dumplings in town',
  Wine: 'natural wine bars', Coffee: 'a perfect flat white', Pets: 'my very spoiled cat',
  Volunteering: 'Saturdays at the community garden', Languages: 'practising my fourth language',
  Science: 'science podcasts', History: 'walking tours of old neighbourhoods',
};
const HOPES: Record<string, string> = {
  'Long-term relationship': 'Looking for someone to build something real with.',
  Marriage: 'Hoping to meet my person and make it official one day.',
  'Casual dating': 'Happy to start with a drink and see where it goes.',
  Friendship: 'New in town and open to new friends first.',
  'Not sure yet': 'Not sure what I am looking for, but I will know it when I laugh.',
};

/** A short bio from the member's interests and first relationship goal. */
export function demoBio(random: Random, interests: readonly string[], goals: readonly string[]): string {
  const [first, second] = interests;
  return `${random.pick(OPENINGS)} I love ${LOVES[first]} and ${LOVES[second]}. ${HOPES[goals[0]]}`;
}
