import { dangerButtonClass, secondaryButtonClass } from '../../components/form-styles.ts';
import { MemberPhoto } from './member-photo.tsx';
import type { TeamMember } from './types.ts';

/** 'Current Team Members': every member, inactive ones marked, with edit and delete. */
export function MemberList({
  members,
  loading,
  editingId,
  busyId,
  onEdit,
  onDelete,
}: {
  members: TeamMember[];
  loading: boolean;
  editingId: string | null;
  busyId: string | null;
  onEdit: (member: TeamMember) => void;
  onDelete: (member: TeamMember) => void;
}) {
  return (
    <section
      className="rounded-xl border border-ink-200 bg-white p-6 shadow-sm"
      aria-labelledby="current-team-members"
    >
      <h2 id="current-team-members" className="text-xl font-bold text-ink-950">
        Current Team Members
      </h2>
      {loading ? (
        <p className="mt-4 text-ink-700">Loading team members...</p>
      ) : members.length === 0 ? (
        <p className="mt-4 text-ink-700">No team members found.</p>
      ) : (
        <ul className="mt-4 divide-y divide-ink-200">
          {members.map((member) => (
            <li
              key={member.id}
              className={`flex flex-wrap items-center gap-4 py-4 ${editingId === member.id ? 'bg-brand-50' : ''}`}
              data-testid="admin-member-row"
            >
              <MemberPhoto name={member.name} photoUrl={member.photo_url} size="sm" />
              <div className="min-w-0 flex-1 basis-40">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-950">
                  <span className="min-w-0 wrap-anywhere">{member.name}</span>
                  {member.is_active ? null : (
                    <span className="rounded-full bg-ink-200 px-2 py-0.5 text-xs font-semibold text-ink-800">
                      Inactive
                    </span>
                  )}
                </p>
                <p className="wrap-anywhere text-sm text-ink-700">{member.position}</p>
                <p className="text-xs text-ink-600">Display order {member.display_order}</p>
              </div>
              <div className="ml-auto flex gap-2">
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => onEdit(member)}
                  aria-label={`Edit ${member.name}`}
                  disabled={busyId === member.id}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={dangerButtonClass}
                  onClick={() => onDelete(member)}
                  aria-label={`Delete ${member.name}`}
                  disabled={busyId === member.id}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
