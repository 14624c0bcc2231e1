-- The four AI matchmaker personas: product data everyone may read, changed only by migrations.

create table public.matchmaker_personas (
  id text primary key,
  name text not null,
  description text not null,
  personality text not null,
  specialty text not null,
  avatar text not null
);

insert into public.matchmaker_personas (id, name, description, personality, specialty, avatar) values
  ('cupid', 'Cupid',
   'A romantic at heart who helps you find someone to build a lasting relationship with.',
   'Warm and encouraging', 'Long-term relationships', '💘'),
  ('sage', 'The Sage',
   'Looks past first impressions to the values and habits that make two people fit.',
   'Thoughtful and methodical', 'Compatibility analysis', '🦉'),
  ('adventurer', 'The Adventurer',
   'Pairs you with people who love doing the same things you do.',
   'Energetic and spontaneous', 'Activity-based matching', '🧭'),
  ('counselor', 'The Counselor',
   'Helps you understand what you want and grow into the partner you want to be.',
   'Empathetic and supportive', 'Personal development', '🤝');

alter table public.matchmaker_personas enable row level security;

create policy "Everyone sees the matchmaker personas"
  on public.matchmaker_personas for select to anon, authenticated
  using (true);
