import { useTranslation } from 'react-i18next';

/** Page numbers to show (spec section 9: page range 3, margin pages 1), with null for a gap. */
export function pageList(page: number, pageCount: number, range = 3, margin = 1): (number | null)[] {
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, pageCount); p += 1) shown.add(p);
  for (let p = Math.max(1, pageCount - margin + 1); p <= pageCount; p += 1) shown.add(p);
  const start = Math.max(1, Math.min(page - Math.floor(range / 2), pageCount - range + 1));
  for (let p = start; p < start + range && p <= pageCount; p += 1) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Page navigation: previous, the page numbers of `pageList`, next. */
export function Pagination({ page, pageCount, onPage, label }: { page: number; pageCount: number; onPage: (page: number) => void; label: string }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__step" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t('common.previous_page')}>
        ‹
      </button>
      {pageList(page, pageCount).map((p, i) =>
        p === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className="pagination__page"
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
            aria-label={t('common.page_n', { n: p })}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className="pagination__step" onClick={() => onPage(page + 1)} disabled={page >= pageCount} aria-label={t('common.next_page')}>
        ›
      </button>
    </nav>
  );
}
