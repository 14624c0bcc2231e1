-- Billing state. Users read their own rows; only the checkout function writes them, with the
-- service role (which bypasses RLS), so there are no write policies.

create table public.subscriptions (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  tier text not null default 'free',
  stripe_subscription_id text unique,
  current_period_start timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subscriptions_tier_check check (tier in ('free', 'basic', 'premium', 'elite')),
  constraint subscriptions_period_order check (current_period_end > current_period_start)
);

create trigger subscriptions_set_updated_at
  before update on public.subscriptions
  for each row execute function public.set_updated_at();

create table public.payment_customers (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  stripe_customer_id text not null unique,
  created_at timestamptz not null default now()
);

alter table public.subscriptions enable row level security;
alter table public.payment_customers enable row level security;

create policy "Users see their own subscription"
  on public.subscriptions for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users see their own payment customer record"
  on public.payment_customers for select to authenticated
  using (user_id = (select auth.uid()));
