import { parseEventArgs } from './event-args';

describe('npm run events:add arguments', () => {
  it('reads an event, the times in UTC', () => {
    expect(
      parseEventArgs(['--title', 'Jazz night', '--city', 'Austin, TX', '--starts', '2026-12-20T19:00:00-06:00', '--capacity', '30', '--venue', 'Elephant Room']),
    ).toEqual({
      title: 'Jazz night',
      city: 'Austin, TX',
      starts_at: '2026-12-21T01:00:00.000Z',
      ends_at: null,
      capacity: 30,
      venue: 'Elephant Room',
      description: '',
      picture_path: null,
    });
  });

  it('names what is missing or wrong', () => {
    expect(() => parseEventArgs(['--title', 'x'])).toThrow('Missing --city, --starts, --capacity');
    const base = ['--title', 'x', '--city', '4671654', '--capacity', '3'];
    expect(() => parseEventArgs([...base, '--starts', '2026-12-20 19:00'])).toThrow('--starts must be an ISO time with its offset');
    expect(() => parseEventArgs([...base.slice(0, 4), '--capacity', '0', '--starts', '2026-12-20T19:00Z'])).toThrow('--capacity');
    expect(() => parseEventArgs([...base, '--starts', '2026-12-20T19:00Z', '--colour', 'red'])).toThrow();
  });
});
