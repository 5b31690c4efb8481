import { Link, useLocation, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useHelpCenter } from '../../api/content';
import { AreaLayout } from '../../ui/AreaLayout';
import { SafeHtml } from '../../ui/SafeHtml';
import { QueryView } from '../../ui/StatusView';
import './help.css';
import { RowBoundary } from '../../ui/ErrorBoundary';

/** Help (/help, with the shell) and help content only (/helpmc, for the apps): categories and their articles. */
export default function HelpPage() {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as { category?: number };
  const path = useLocation({ select: (l) => l.pathname });
  const to = path === '/helpmc' ? '/helpmc' : '/help';
  const help = useHelpCenter();
  return (
    <AreaLayout title={t('area.help.title')} intro={t('area.help.intro')}>
      <QueryView query={help} isEmpty={(d) => d.value.length === 0} empty={t('help.empty')}>
        {(data) => {
          const categories = [...data.value].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
          const current = categories.find((c) => c.id === search.category) ?? categories[0]!;
          return (
            <div className="help">
              <nav className="help__categories" aria-label={t('help.categories')}>
                <ul>
                  {categories.map((c) => (
                    <li key={c.id}>
                      <Link to={to} search={{ category: c.id }} aria-current={c.id === current.id ? 'page' : undefined}>
                        {c.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <section className="help__articles" aria-labelledby="help-category-title">
                <h2 id="help-category-title">{current.title}</h2>
                {current.articles.length === 0 ? <p>{t('help.empty')}</p> : null}
                {[...current.articles]
                  .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
                  .map((article, index) => (
                    <RowBoundary key={article.id} row={article} as="div">
                      {() => (
                        <details className="help__article" open={index === 0}>
                          <summary>{article.title}</summary>
                          <SafeHtml html={article.content} className="rich-text" />
                        </details>
                      )}
                    </RowBoundary>
                  ))}
              </section>
            </div>
          );
        }}
      </QueryView>
    </AreaLayout>
  );
}
