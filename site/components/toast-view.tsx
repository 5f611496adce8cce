import { Toast } from 'radix-ui';
import { CloseIcon } from './icons.tsx';
import type { ToastEntry } from './toast.tsx';
import { cx } from './ui.tsx';

export function ToastView({
  entry,
  duration,
  onDismiss,
}: {
  entry: ToastEntry | null;
  duration: number;
  onDismiss: (id: number) => void;
}) {
  const destructive = entry?.variant === 'destructive';
  return (
    <Toast.Provider duration={duration} swipeDirection="right">
      {entry ? (
        <Toast.Root
          key={entry.id}
          type={destructive ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onDismiss(entry.id);
          }}
          className={cx(
            'relative grid gap-1 rounded-xl p-4 pr-10 shadow-lg ring-1',
            destructive
              ? 'bg-danger-600 text-white ring-danger-600'
              : 'bg-white text-ink-900 ring-ink-200',
          )}
        >
          <Toast.Title className="font-semibold">{entry.title}</Toast.Title>
          {entry.description ? (
            <Toast.Description className={destructive ? 'text-white' : 'text-ink-600'}>
              {entry.description}
            </Toast.Description>
          ) : null}
          <Toast.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded p-1 opacity-80 hover:opacity-100"
          >
            <CloseIcon className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
