import { NotConfigured } from '../features/auth/not-configured.tsx';
import { ResetPasswordCard } from '../features/auth/reset-password-card.tsx';
import { isSupabaseConfigured } from '../lib/supabase-config.ts';

/** /auth/reset: where a password reset link lands; the user sets a new password. */
export function ResetPasswordPage() {
  if (!isSupabaseConfigured) return <NotConfigured />;
  return (
    <div className="mx-auto min-h-screen max-w-md px-4 py-12 sm:py-16">
      <ResetPasswordCard heading="Set a new password" />
    </div>
  );
}
