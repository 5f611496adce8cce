import { cardClass } from '../../components/ui.tsx';

/** Shown instead of the account screens when the build has no backend configured. */
export function NotConfigured() {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className={cardClass} role="status">
        <h1 className="text-2xl font-bold text-ink-950">Team management is not configured</h1>
        <p className="mt-2 text-ink-700">
          Signing in and managing the team need a backend, and this site was built without one. The
          rest of the site works as usual.
        </p>
      </div>
    </div>
  );
}
