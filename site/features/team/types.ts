/** A row of team_members (the public view has the same columns for active members). */
export interface TeamMember {
  id: string;
  name: string;
  position: string;
  bio: string | null;
  photo_url: string | null;
  linkedin_url?: string | null;
  display_order: number;
  is_active: boolean;
  created_at?: string;
  updated_at?: string;
}

/** What the admin form writes. */
export interface TeamMemberInput {
  name: string;
  position: string;
  bio: string | null;
  linkedin_url: string | null;
  display_order: number;
  is_active: boolean;
  photo_url: string | null;
}
