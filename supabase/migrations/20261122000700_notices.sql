-- The status page's notices and the footer's newsletter box.

create table public.notices (
  id bigint generated always as identity primary key,
  title text not null check (char_length(title) between 1 and 200),
  body text not null check (char_length(body) between 1 and 4000),
  published_at timestamptz default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.notices is 'Beyond the spec: the status page''s Notices block.';

comment on column public.notices.published_at is 'When the notice shows on /status: null = a draft or unpublished; in the future = scheduled.';

create index notices_published_idx on public.notices (published_at desc);

alter table public.notices enable row level security;

revoke all on public.notices from anon, authenticated;

-- Notices: public.
grant select on public.notices to anon, authenticated;

create policy "published notices are public" on public.notices
  for select to anon, authenticated using (published_at <= now());

create policy "office reads every notice" on public.notices
  for select to authenticated using ((select public.is_office()));

create table public.newsletter_subscribers (
  id bigint generated always as identity primary key,
  email text not null check (char_length(email) between 3 and 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  created_at timestamptz not null default now()
);

comment on table public.newsletter_subscribers is 'Beyond the spec: the footer newsletter box. Visitors may only insert.';

create unique index newsletter_subscribers_email_idx on public.newsletter_subscribers (lower(email));

alter table public.newsletter_subscribers enable row level security;

revoke all on public.newsletter_subscribers from anon, authenticated;

-- Newsletter: insert-only; nobody but the service role reads the list.
grant insert (email) on public.newsletter_subscribers to anon, authenticated;

create policy "anyone may subscribe" on public.newsletter_subscribers
  for insert to anon, authenticated with check (true);
