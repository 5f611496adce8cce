-- Team photos: a public bucket of images that only admins may change.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'team-photos',
  'team-photos',
  true,
  5242880,
  -- No SVG: it can carry script and would be served from the project's own origin.
  array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']
)
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- Reading a public bucket's files by URL needs no policy. Listing and the row checks behind upsert,
-- update and delete do, and are for admins only.
create policy "Admins list team photos"
  on storage.objects
  for select
  to authenticated
  using (bucket_id = 'team-photos' and (select private.has_role('admin')));

create policy "Admins upload team photos"
  on storage.objects
  for insert
  to authenticated
  with check (bucket_id = 'team-photos' and (select private.has_role('admin')));

create policy "Admins replace team photos"
  on storage.objects
  for update
  to authenticated
  using (bucket_id = 'team-photos' and (select private.has_role('admin')))
  with check (bucket_id = 'team-photos' and (select private.has_role('admin')));

create policy "Admins delete team photos"
  on storage.objects
  for delete
  to authenticated
  using (bucket_id = 'team-photos' and (select private.has_role('admin')));
