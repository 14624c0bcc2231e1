import type { MemberEvent } from '../model/event';
import { eventIcs, icsFileName } from './event-ics';

const event: MemberEvent = {
  id: 'e0000000-0000-4000-8000-000000000001',
  title: 'Rooftop mixer; drinks, talk',
  description: 'Name tags\nand icebreakers',
  venue: 'The Skylark',
  location: 'New York City, NY',
  startsAt: '2026-12-03T00:00:00+00:00',
  endsAt: null,
  capacity: 40,
  seatsLeft: 39,
  picturePath: null,
  distanceMiles: 3,
  attending: true,
};

/** The file's lines, with RFC 5545's folded lines joined back. */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('the event as a calendar file', () => {
  it('holds one event in UTC, two hours long without an end, escaped as RFC 5545 says', () => {
    const file = lines(eventIcs(event, 'https://ascend.example/events/e1'));
    expect(file[0]).toBe('BEGIN:VCALENDAR');
    expect(file).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:e0000000-0000-4000-8000-000000000001@ascend',
        'SUMMARY:Rooftop mixer\\; drinks\\, talk',
        'DTSTART:20261203T000000Z',
        'DURATION:PT2H',
        'DESCRIPTION:Name tags\\nand icebreakers',
        'LOCATION:The Skylark\\, New York City\\, NY',
        'URL:https://ascend.example/events/e1',
        'END:VEVENT',
      ]),
    );
  });

  it('ends when the event ends, and is named for the title', () => {
    const file = lines(eventIcs({ ...event, endsAt: '2026-12-03T03:30:00Z' }, 'https://ascend.example/events/e1'));
    expect(file).toContain('DTEND:20261203T033000Z');
    expect(icsFileName(event)).toBe('rooftop-mixer-drinks-talk.ics');
    expect(icsFileName({ ...event, title: '!!!' })).toBe('event.ics');
  });
});
