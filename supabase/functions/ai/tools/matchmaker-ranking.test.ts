import { promptProfile, type Candidate } from '../member-data';
import { TOOLS, type ToolContext } from './index';
import { rankForPersona } from './matchmaker-ranking';

// The canned matchmaker (no AI key) reads one feed four ways: each persona weighs what SPEC §9 says
// it is about, and the feed's order breaks ties.
const me = promptProfile({ id: 'me', first_name: 'Ava', interests: ['Hiking', 'Reading', 'Coffee', 'Art'], relationship_goals: ['Long-term relationship'] });

const candidate = (firstName: string, interests: string[], goals: string[], shared: string[], bio: string | null = null): Candidate => ({
  ...promptProfile({ id: firstName.toLowerCase(), first_name: firstName, interests, relationship_goals: goals, bio }),
  sharedInterests: shared,
  score: 0,
});

// In the feed's order.
const feed = [
  candidate('Casey', ['Coffee', 'Art', 'Movies'], ['Casual dating'], ['Coffee', 'Art']),
  candidate('Lena', ['Movies', 'Wine'], ['Marriage', 'Long-term relationship'], []),
  candidate('Tom', ['Travel', 'Hiking', 'Sports', 'Dancing'], ['Casual dating'], ['Hiking']),
  candidate('Iris', ['Meditation', 'Writing', 'Reading'], ['Not sure yet'], ['Reading'], 'I journal every morning.'),
  candidate('Omar', ['Coffee', 'Art', 'Hiking', 'Reading'], ['Friendship'], ['Coffee', 'Art', 'Hiking', 'Reading']),
  candidate('Max', ['Gaming'], [], []),
];

const order = (personaId: string) => rankForPersona(personaId, feed, me).map((c) => c.firstName);

describe('the canned matchmaker’s personas', () => {
  it('Cupid puts someone who wants something lasting first', () => {
    expect(order('cupid').slice(0, 3)).toEqual(['Lena', 'Casey', 'Tom']);
  });

  it('the Sage counts shared interests', () => {
    expect(order('sage').slice(0, 3)).toEqual(['Omar', 'Casey', 'Tom']);
  });

  it('the Adventurer counts activities, shared ones twice', () => {
    expect(order('adventurer').slice(0, 3)).toEqual(['Tom', 'Omar', 'Casey']);
  });

  it('the Counselor looks for someone who reflects, says who they are and is still finding out', () => {
    expect(order('counselor').slice(0, 3)).toEqual(['Iris', 'Omar', 'Casey']);
  });

  it('gives four different orders for one feed, and the canned answers suggest different members', () => {
    const orders = ['cupid', 'sage', 'adventurer', 'counselor'].map((id) => order(id).slice(0, 3).join(','));
    expect(new Set(orders).size).toBe(4);
    const persona = (id: string) => ({ id, name: id, description: '', personality: '', specialty: '' });
    const ctx = (id: string): ToolContext => ({ me, messages: [], persona: persona(id), candidates: feed });
    const suggested = ['cupid', 'sage', 'adventurer', 'counselor'].map((id) => {
      const result = TOOLS.matchmaker.canned(ctx(id)).result as { suggestions: { memberId: string }[] };
      return result.suggestions.map((s) => s.memberId).join(',');
    });
    expect(new Set(suggested).size).toBe(4);
  });

  it('keeps the feed’s order among equals', () => {
    const equals = [candidate('A', ['Movies'], [], []), candidate('B', ['Movies'], [], [])];
    expect(rankForPersona('sage', equals, me).map((c) => c.firstName)).toEqual(['A', 'B']);
  });
});
