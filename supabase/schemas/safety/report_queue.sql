-- The operators' view of open reports (docs/security.md, Block, report and unmatch): who reported
-- whom, why, whether the report counts toward hiding the member and if not why, the reporter's
-- account age and address, and since when the member is hidden, newest first. Readable by the
-- service role only (the SQL editor, or public.get_report_queue through the API); no member or
-- visitor reaches the private schema.
create or replace view private.report_queue as
  select r.id as report_id,
         r.reported_id,
         reported.username as reported_username,
         r.reporter_id,
         reporter.username as reporter_username,
         r.reason,
         r.details,
         r.created_at as reported_at,
         r.counted,
         r.not_counted_because,
         r.reporter_address,
         now() - reporter_account.created_at as reporter_account_age,
         review.since as hidden_since
    from private.reports r
    join public.profiles reported on reported.id = r.reported_id
    join public.profiles reporter on reporter.id = r.reporter_id
    join auth.users reporter_account on reporter_account.id = r.reporter_id
    left join private.members_under_review review on review.member_id = r.reported_id
   where r.reviewed_at is null
   order by r.created_at desc;
revoke all on private.report_queue from public, anon, authenticated;
grant select on private.report_queue to service_role;
