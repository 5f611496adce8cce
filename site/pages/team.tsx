import { TeamGrid } from '../features/team/team-grid.tsx';
import { usePublicTeam } from '../features/team/use-public-team.ts';

/** /team: the practice's people, from the public view of active members. */
export function TeamPage() {
  const { members, loading } = usePublicTeam();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold text-ink-950 sm:text-4xl">Our Team</h1>
        <p className="mt-4 text-lg text-ink-700">
          Chartered certified accountants, tax advisers and bookkeepers who get to know your
          business and look after it all year round, not just at deadline time.
        </p>
      </header>
      {/* Tall enough that the footer starts below the first screen, so it does not jump down
          when the members arrive from the backend. */}
      <div className="mt-12 min-h-[60vh]" aria-live="polite" aria-busy={loading}>
        {loading ? (
          <p className="text-center text-ink-700">Loading team members...</p>
        ) : members.length === 0 ? (
          <p className="text-center text-ink-700">No team members found.</p>
        ) : (
          <TeamGrid members={members} />
        )}
      </div>
    </div>
  );
}
