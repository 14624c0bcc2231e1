-- Lower case without the common Latin accents, so that "zurich" finds "Zürich".
create or replace function public.place_search_key(text text) returns text
language sql immutable strict parallel safe
set search_path = ''
as $$
  select lower(translate(text,
    'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčĎďÈÉÊËèéêëĒēĖėĘęĚěÌÍÎÏìíîïĪīĮįŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŐőŘřŚśŠšŞşŤťÙÚÛÜùúûüŪūŮůŰűÝýÿŹźŻżŽž',
    'AAAAAAaaaaaaAaAaAaCcCcCcDdEEEEeeeeEeEeEeEeIIIIiiiiIiIiLlNnNnNnOOOOOOooooooOoOoRrSsSsSsTtUUUUuuuuUuUuUuYyyZzZzZz'))
$$;
-- Only the database itself calls it (a generated column): not part of the API.
revoke execute on function public.place_search_key(text) from public, anon, authenticated;
