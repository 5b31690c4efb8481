import type { ReactNode } from 'react';
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
 * its failure with a retry in its place; the menu stays, and another item opens as usual.
 */
export function SideMenuLayout({
  items,
  current,
  onSelect,
  label,
  children,
}: {
  items: readonly SideMenuItem[];
  current: string;
  onSelect: (id: string) => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="side-menu-layout">
      <nav className="side-menu" aria-label={label}>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" aria-current={item.id === current ? 'page' : undefined} onClick={() => onSelect(item.id)}>
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
