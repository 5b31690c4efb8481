// The floor of `npm run perf`'s interaction part (scripts/lib/interactions.mjs): React 19 built
// with the same Vite, two buttons that each open a dialog whose body is a chunk of its own
// (React.lazy; two chunks of the same body, so that each button's first click is a cold one).
// "Open the dialog" shows the dialog at once, its body behind a Suspense boundary of its own that
// shows a spinner until the chunk is here, as the site's dialogs do; React then shows the body no
// sooner than 300 ms after the spinner's commit (its fallback throttle). "Open the dialog in a
// transition" suspends in the page's boundary, already shown: React keeps the page as it is until
// the chunk is here, then draws the dialog with its body.
import { lazy, StrictMode, Suspense, useState, useTransition } from 'react';
import { createRoot } from 'react-dom/client';

const DialogBody = lazy(() => import('./DialogBody'));
const TransitionDialogBody = lazy(() => import('./TransitionDialogBody'));

function Page() {
  const [open, setOpen] = useState<'now' | 'transition' | null>(null);
  const [, startTransition] = useTransition();
  return (
    <main>
      <h1>Bare React page</h1>
      <p>The same toolchain, a button and a lazily imported dialog.</p>
      <button type="button" onClick={() => setOpen('now')}>
        Open the dialog
      </button>{' '}
      <button type="button" onClick={() => startTransition(() => setOpen('transition'))}>
        Open the dialog in a transition
      </button>
      {open ? (
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby="dialog-title"
          style={{ position: 'fixed', inset: '10% 20%', background: '#fff', border: '1px solid #888', padding: 16 }}
        >
          <h2 id="dialog-title">A dialog</h2>
          <button type="button" onClick={() => setOpen(null)}>
            Close
          </button>
          {open === 'now' ? (
            <Suspense fallback={<span className="spinner" role="status" aria-busy="true" aria-label="Loading" />}>
              <DialogBody />
            </Suspense>
          ) : (
            <TransitionDialogBody />
          )}
        </div>
      ) : null}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  </StrictMode>,
);
