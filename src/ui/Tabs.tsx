import { type KeyboardEvent, type ReactNode, useRef } from 'react';

/** The ids of a tab and of its panel, for `aria-controls` and `aria-labelledby`. */
export const tabIds = (base: string, tab: string) => ({ tab: `${base}-tab-${tab}`, panel: `${base}-panel-${tab}` });

/**
 * A tab list (WAI-ARIA tabs, automatic activation): the chosen tab is the one Tab stop; the
 * arrow keys move to the next or previous tab and choose it (as the screen shows them, also right
 * to left), Home and End the first and last.
 * The page renders the chosen tab's panel with `role="tabpanel"` and the ids of `tabIds`.
 */
export function Tabs<T extends string>({
  idBase,
  label,
  tabs,
  current,
  onChange,
  className = 'tabs',
  children,
}: {
  idBase: string;
  label: string;
  tabs: readonly T[];
  current: T;
  onChange: (tab: T) => void;
  className?: string;
  /** A tab's content (its text and any mark). */
  children: (tab: T) => ReactNode;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const index = tabs.indexOf(current);
    // Right to left, the arrows follow the screen: the left arrow goes to the next tab.
    const step = e.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl' ? -1 : 1;
    const next = { ArrowRight: index + step, ArrowLeft: index - step, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const chosen = (next + tabs.length) % tabs.length;
    onChange(tabs[chosen]!);
    buttons.current[chosen]?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => {
        const ids = tabIds(idBase, tab);
        return (
          <button
            key={tab}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={current === tab}
            aria-controls={ids.panel}
            tabIndex={current === tab ? 0 : -1}
            onClick={() => onChange(tab)}
          >
            {children(tab)}
          </button>
        );
      })}
    </div>
  );
}
