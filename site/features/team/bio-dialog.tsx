import { Dialog } from 'radix-ui';
import { MemberPhoto } from './member-photo.tsx';
import type { TeamMember } from './types.ts';
import { isHttpsUrl } from './validation.ts';
import { secondaryButtonClass } from '../../components/form-styles.ts';

/** 'View Bio' and the dialog it opens: photo, name, position, bio and an https LinkedIn link. */
export function BioDialog({ member }: { member: TeamMember }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={secondaryButtonClass} aria-label={`View Bio for ${member.name}`}>
        View Bio
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex flex-col items-center text-center sm:flex-row sm:items-start sm:gap-5 sm:text-left">
            <MemberPhoto name={member.name} photoUrl={member.photo_url} size="md" />
            <div className="mt-4 min-w-0 sm:mt-0">
              <Dialog.Title className="wrap-anywhere text-2xl font-bold text-ink-950">
                {member.name}
              </Dialog.Title>
              <Dialog.Description className="mt-1 wrap-anywhere font-medium text-brand-800">
                {member.position}
              </Dialog.Description>
            </div>
          </div>
          {member.bio ? (
            <p className="mt-5 whitespace-pre-line wrap-anywhere text-ink-700">{member.bio}</p>
          ) : null}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            {isHttpsUrl(member.linkedin_url) ? (
              <a
                href={member.linkedin_url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`LinkedIn profile of ${member.name} (opens in a new tab)`}
                className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                LinkedIn profile
              </a>
            ) : (
              <span />
            )}
            <Dialog.Close className={secondaryButtonClass}>Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
