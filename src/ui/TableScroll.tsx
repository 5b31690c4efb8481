import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A table that scrolls sideways when the screen is narrow: a named region that the keyboard can
 * reach to scroll it (WCAG 2.1.1; axe's scrollable-region-focusable). Named by `label`, else as
 * a table that scrolls.
 */
export function TableScroll({ label, busy, children }: { label?: string | undefined; busy?: boolean | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
    <section className="table-scroll" aria-label={label ?? t('common.scroll_table')} tabIndex={0} aria-busy={busy || undefined}>
      {children}
    </section>
  );
}
