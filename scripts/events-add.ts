// `npm run events:add -- --title … --city … --starts … --capacity …`: adds an event to this server
// (docs/features.md, Events, "For the operator"), as the operator: with the service-role key, since
// members never write events. The city is a GeoNames id or a label of public.places ('Austin, TX').
// Against a hosted project, set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.
import { operatorClient } from './operator-client';
import { parseEventArgs } from './events/event-args';

async function main(): Promise<void> {
  const { city, ...event } = parseEventArgs(process.argv.slice(2));
  const supabase = await operatorClient();
  const places = /^\d+$/.test(city)
    ? await supabase.from('places').select('id, label').eq('id', Number(city))
    : await supabase.from('places').select('id, label').ilike('label', city.replace(/[%_\\]/g, '\\$&'));
  if (places.error) throw new Error(places.error.message);
  if (places.data.length !== 1) {
    throw new Error(places.data.length === 0 ? `No city ${city}.` : `Several cities are ${city}: give its GeoNames id.`);
  }
  const { data, error } = await supabase
    .from('events')
    .insert({ ...event, place_id: places.data[0].id })
    .select('id, title, starts_at')
    .single();
  if (error) throw new Error(error.message);
  console.log(`Added ${data.title} (${data.id}) in ${places.data[0].label}, starting ${data.starts_at}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
