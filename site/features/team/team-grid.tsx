import { BioDialog } from './bio-dialog.tsx';
import { MemberPhoto } from './member-photo.tsx';
import type { TeamMember } from './types.ts';

/** The public grid of member cards. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Team members">
      {members.map((member) => (
        <li
          key={member.id}
          className="flex min-w-0 flex-col items-center rounded-xl border border-ink-200 bg-white p-6 text-center shadow-sm"
          data-testid="team-member-card"
        >
          <MemberPhoto name={member.name} photoUrl={member.photo_url} />
          <h2 className="mt-4 w-full min-w-0 wrap-anywhere text-xl font-bold text-ink-950">
            {member.name}
          </h2>
          <p className="mt-1 w-full min-w-0 wrap-anywhere font-medium text-brand-800">
            {member.position}
          </p>
          {member.bio ? (
            <div className="mt-auto pt-4">
              <BioDialog member={member} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
