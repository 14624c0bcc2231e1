import { orderPersonas } from './order-personas';

const persona = (id: string, name: string) => ({ id, name, description: '', personality: '', specialty: '', avatar: '✨' });

describe('orderPersonas', () => {
  it("follows SPEC §9's order, and puts a persona it does not name after them, by name", () => {
    const ordered = orderPersonas([persona('zen', 'The Zen'), persona('counselor', 'The Counselor'), persona('cupid', 'Cupid'), persona('bard', 'The Bard'), persona('sage', 'The Sage')]);
    expect(ordered.map(({ id }) => id)).toEqual(['cupid', 'sage', 'counselor', 'bard', 'zen']);
  });
});
