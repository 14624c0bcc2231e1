import { parseArgs } from 'node:util';

/** An event as `npm run events:add` writes it (public.events' columns; the city still to be found). */
export interface NewEvent {
  title: string;
  /** The city: a GeoNames id of public.places, or its label ('Austin, TX'). */
  city: string;
  starts_at: string;
  ends_at: string | null;
  capacity: number;
  venue: string;
  description: string;
  picture_path: string | null;
}

export const USAGE =
  'Usage: npm run events:add -- --title <title> --city <"Austin, TX" or GeoNames id> --starts <ISO time with offset>' +
  ' --capacity <seats> [--ends <ISO time>] [--venue <venue>] [--description <text>] [--picture </events/x.svg or https://…>]';

/**
 * Reads the command line into an event, or throws with what is wrong. The database checks the rest
 * (lengths, the capacity's range, the picture's form: public.events' constraints).
 */
export function parseEventArgs(argv: string[]): NewEvent {
  const { values } = parseArgs({
    args: argv,
    options: {
      title: { type: 'string' },
      city: { type: 'string' },
      starts: { type: 'string' },
      ends: { type: 'string' },
      capacity: { type: 'string' },
      venue: { type: 'string', default: '' },
      description: { type: 'string', default: '' },
      picture: { type: 'string' },
    },
    strict: true,
  });
  const missing = (['title', 'city', 'starts', 'capacity'] as const).filter((name) => !values[name]);
  if (missing.length > 0) throw new Error(`Missing --${missing.join(', --')}. ${USAGE}`);
  const time = (value: string, name: string) => {
    // An explicit offset or Z: a bare '2026-12-20 19:00' would be read in the machine's time zone.
    if (!/(Z|[+-]\d\d:?\d\d)$/.test(value) || Number.isNaN(Date.parse(value))) {
      throw new Error(`--${name} must be an ISO time with its offset, such as 2026-12-20T19:00:00-05:00`);
    }
    return new Date(value).toISOString();
  };
  const capacity = Number(values.capacity);
  if (!Number.isInteger(capacity) || capacity < 1) throw new Error('--capacity must be a whole number of seats, at least 1');
  return {
    title: values.title!,
    city: values.city!,
    starts_at: time(values.starts!, 'starts'),
    ends_at: values.ends ? time(values.ends, 'ends') : null,
    capacity,
    venue: values.venue!,
    description: values.description!,
    picture_path: values.picture ?? null,
  };
}
