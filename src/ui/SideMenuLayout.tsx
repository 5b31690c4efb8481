import { type ReactNode, useState } from 'react';
import { intentProps } from './lazy';
import { PanelBoundary } from './StatusView';
import './side-menu.css';

export interface SideMenuItem {
  id: string;
  label: string;
  /** A count shown beside the label (e.g. available missions), only when above 0. */
  badge?: number | undefined;
}

/**
 * A panel with its own menu on the side (member centre, agent centre). A panel that throws shows
 * its failure with a retry in its place; the menu stays, and another item opens as usual. The
 * pointer or focus on an item tells `onIntent` (to preload its panel); while the chosen panel is
 * on its way (`busy`, the owner's transition) the current one stays and the chosen item is marked.
 */
export function SideMenuLayout({
  items,
  current,
  onSelect,
  onIntent,
  busy = false,
  label,
  children,
}: {
  items: readonly SideMenuItem[];
  current: string;
  onSelect: (id: string) => void;
  onIntent?: (id: string) => void;
  busy?: boolean;
  label: string;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const pending = busy ? chosen : null;
  return (
    <div className="side-menu-layout">
      <nav className="side-menu" aria-label={label}>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-current={item.id === current ? 'page' : undefined}
                aria-busy={item.id === pending || undefined}
                className={item.id === pending ? 'side-menu__item--pending' : undefined}
                onClick={() => {
                  setChosen(item.id);
                  onSelect(item.id);
                }}
                {...(onIntent ? intentProps(() => onIntent(item.id)) : {})}
              >
                <span>{item.label}</span> {item.badge && item.badge > 0 ? <span className="side-menu__badge">{item.badge}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="side-menu-layout__panel" aria-label={items.find((i) => i.id === current)?.label}>
        <PanelBoundary resetKey={current}>{children}</PanelBoundary>
      </section>
    </div>
  );
}
