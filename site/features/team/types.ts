import type { Tables, TablesInsert } from '../../lib/database.types.ts';

/** A row of team_members, as the generated schema types it. */
export type TeamMember = Tables<'team_members'>;

/** What the admin form writes: every editable column, none left to its default. */
export type TeamMemberInput = Required<
  Pick<
    TablesInsert<'team_members'>,
    'name' | 'position' | 'bio' | 'linkedin_url' | 'display_order' | 'is_active' | 'photo_url'
  >
>;
