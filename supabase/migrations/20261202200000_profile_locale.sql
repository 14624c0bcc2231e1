-- The language a member reads Ascend in (docs/i18n.md): the SPA saves her choice here so it follows her
-- to every device, and e-mails and pushes can be written in it. Null: she never chose, and each browser
-- starts from its own languages. The codes are the SPA's (src/shared/i18n/model/locales.ts), 'pseudo'
-- being the development locale; the Settings form offers the same list, the database refuses any other.
-- Private like her other settings: profiles is owner-only and public_profiles does not list it.
alter table public.profiles
  add column locale text
  constraint profiles_locale_known check (locale in ('en', 'es', 'de', 'ar', 'pseudo'));
