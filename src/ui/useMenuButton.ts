import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A menu button's behaviour (WAI-ARIA menu button): the menu opens with the first (or checked)
 * item focused; ↑/↓ move, Escape closes and returns focus to the button, Tab and a click outside
 * close it.
 */
export function useMenuButton(itemSelector = '[role^="menuitem"]') {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    const items = rootRef.current?.querySelectorAll<HTMLElement>(itemSelector);
    (rootRef.current?.querySelector<HTMLElement>('[aria-checked="true"]') ?? items?.[0])?.focus();
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, itemSelector]);

  /** Closes the menu and gives focus back to its button. */
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const onMenuKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(itemSelector));
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      items[(index + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
    } else if (e.key === 'Tab') setOpen(false);
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => setOpen((o) => !o),
    onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
      if (e.key === 'ArrowDown') {
        e.preventDefault();
        setOpen(true);
      }
    },
  };
  const menuProps = { id: menuId, role: 'menu' as const, onKeyDown: onMenuKeyDown };

  return { open, setOpen, close, rootRef, buttonProps, menuProps };
}
