import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

/** How long a dialog fades in and out; it stays mounted this long after `open` turns false. */
export const DIALOG_FADE_MS = 400;

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The visible heading; it also names the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** Max width: sm 400px, md 560px (default), lg 880px. */
  size?: DialogSize;
  /** Accessible name of the × button, already translated by the caller. */
  closeLabel: string;
  /** Actions shown below the scrolling body. */
  footer?: ReactNode;
}

/**
 * The one modal dialog of the site. Keep it mounted and toggle `open` so it can fade out.
 * Focus goes to the first element marked `data-autofocus`, else the first focusable one
 * (the × button), else the dialog itself.
 */
export function Dialog(props: DialogProps) {
  const { open } = props;
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (open || !mounted) return;
    const timer = window.setTimeout(() => setMounted(false), DIALOG_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [open, mounted]);

  return mounted ? createPortal(<DialogLayer {...props} />, document.body) : null;
}

function DialogLayer({ open, onClose, title, children, size = 'md', closeLabel, footer }: DialogProps) {
  const titleId = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  // Where the page is, read as the dialog opens, before it is in the page: read once it is, the
  // browser must lay the page out with it first, then again once the page is fixed (a slow
  // phone's 70 ms as a dialog opens). Read again when it opens again before it has faded out;
  // not as it closes (the page is fixed then, and the place to go back to is the one read).
  const [opening, setOpening] = useState(() => ({ open, scrollY: window.scrollY }));
  if (opening.open !== open) setOpening({ open, scrollY: open ? window.scrollY : opening.scrollY });
  const { scrollY } = opening;

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const layer = layerRef.current;
    const panel = panelRef.current;
    if (!open || !layer || !panel) return;
    const opener = document.activeElement;
    const entry: StackEntry = { layer, panel, close: () => onCloseRef.current() };
    stack.push(entry);
    if (stack.length === 1) {
      lockScroll(scrollY);
      document.addEventListener('keydown', onKeyDown);
    }
    syncInert();
    if (!panel.contains(document.activeElement)) {
      (panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(panel)[0] ?? panel).focus();
    }
    return () => {
      stack.splice(stack.indexOf(entry), 1);
      madeInert.delete(layer); // while it fades out, React's `inert={!open}` owns it
      syncInert();
      if (stack.length === 0) {
        document.removeEventListener('keydown', onKeyDown);
        unlockScroll();
      }
      if (opener instanceof HTMLElement && opener.isConnected && !opener.closest('[inert]')) opener.focus({ preventScroll: true });
    };
  }, [open, scrollY]);

  return (
    <div ref={layerRef} className="dialog-layer" data-state={open ? 'open' : 'closed'} inert={!open}>
      {/* A pointer shortcut only: Escape and the × button are the keyboard ways out. */}
      <div className="dialog-backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={panelRef} className={`dialog dialog--${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="dialog__body">{children}</div>
        {footer ? <footer className="dialog__footer">{footer}</footer> : null}
      </div>
    </div>
  );
}

// ---- Module-level state shared by every open dialog ----

interface StackEntry {
  layer: HTMLElement;
  panel: HTMLElement;
  close: () => void;
}

/** Open dialogs, bottom first; the last one gets the keyboard. */
const stack: StackEntry[] = [];

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.tabIndex >= 0 && !el.closest('[inert],[hidden]'));
}

function onKeyDown(event: KeyboardEvent) {
  const top = stack.at(-1);
  if (!top || event.defaultPrevented) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    top.close();
  } else if (event.key === 'Tab') {
    const items = focusables(top.panel);
    const first = items[0];
    const last = items.at(-1);
    const active = document.activeElement;
    const outside = !top.panel.contains(active);
    if (!first || !last) {
      event.preventDefault();
      top.panel.focus();
    } else if (event.shiftKey && (outside || active === first || active === top.panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (outside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  }
}

/** Elements this module made inert, so it never undoes someone else's `inert`. */
const madeInert = new Set<Element>();

/** Everything in <body> except the top-most dialog layer is inert while a dialog is open. */
function syncInert() {
  const top = stack.at(-1)?.layer;
  if (top) {
    for (const el of Array.from(document.body.children)) {
      if (el !== top && !el.hasAttribute('inert')) {
        el.setAttribute('inert', '');
        madeInert.add(el);
      }
    }
  }
  for (const el of madeInert) {
    if (!top || el === top || !el.isConnected) {
      el.removeAttribute('inert');
      madeInert.delete(el);
    }
  }
}

const LOCKED_STYLE = { overflow: 'hidden', position: 'fixed', width: '100%' } as const;
let savedScrollY = 0;
let savedStyle: Record<string, string> = {};

/** Blocks page scroll (iOS included) by fixing <body> where the page was (`scrollY`). */
function lockScroll(scrollY: number) {
  const { style } = document.body;
  savedScrollY = scrollY;
  savedStyle = {};
  for (const name of [...Object.keys(LOCKED_STYLE), 'top']) savedStyle[name] = style.getPropertyValue(name);
  for (const [name, value] of Object.entries(LOCKED_STYLE)) style.setProperty(name, value);
  style.setProperty('top', `-${savedScrollY}px`);
}

function unlockScroll() {
  const { style } = document.body;
  for (const [name, value] of Object.entries(savedStyle)) style.setProperty(name, value);
  // Unfixing <body> leaves the page at the top; put it back where it was.
  if (savedScrollY !== 0) window.scrollTo({ top: savedScrollY, behavior: 'instant' });
}
