import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openCustomerService } from '../../api/customer-service';
import { useImageHost, useSystemStatus } from '../../api/site';
import { useLocaleParts } from '../../i18n/parts';
import { safeHttpUrl } from '../../lib/url';
import { session } from '../../state/session';
import { QrCode } from '../../ui/QrCode';
import { RemoteImage } from '../../ui/RemoteImage';
import { ErrorView, LoadingView } from '../../ui/StatusView';
import { LiteInstallButton, LiteInstallNote, useLiteInstall } from './LiteInstall';
import { APP_SLUG, type AppKind, type AppResource, appResources, firstGuide, GUIDE_STEPS, hostImage, type LiteInstall, platformOf } from './resources';
import './download.css';
import { useDates } from '../../i18n/useDates';
import { isoTime } from '../../lib/dates';
import { RowBoundary } from '../../ui/ErrorBoundary';

const visitorPlatform = () => (typeof navigator === 'undefined' ? 'other' : platformOf(navigator.userAgent, navigator.maxTouchPoints));

/**
 * App download (/down): the three apps (iOS, Android, iOS Lite) with their QR codes and
 * download buttons, the visitor's platform first, and a four-step install guide for each. iOS
 * Lite is the site itself as an installed app (issue 32): its card installs it where it can.
 */
export default function DownloadPage() {
  useLocaleParts('download', 'pwa');
  const { t } = useTranslation();
  const status = useSystemStatus();
  const imageHost = useImageHost();
  const platform = visitorPlatform();
  const apps = appResources(status.data?.value.info, platform);
  const lite = useLiteInstall();
  const [guide, setGuide] = useState<AppKind | null>(null);
  const guides = useRef<HTMLElement>(null);
  const shownGuide = guide && apps.some((a) => a.resourceType === guide) ? guide : firstGuide(apps, platform);

  const openGuide = (kind: AppKind) => {
    setGuide(kind);
    guides.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // The chosen tab takes the focus, so keyboard users land on the guide.
    requestAnimationFrame(() => guides.current?.querySelector<HTMLElement>(`[data-guide="${kind}"]`)?.focus({ preventScroll: true }));
  };

  return (
    <div className="container area download">
      <section className="download-hero" aria-labelledby="download-title">
        <div className="download-hero__text">
          <h1 id="download-title" className="area__title">
            <span className="hero-eyebrow">{t('area.download.title')}</span>
            <span>{t('download.title')}</span>
          </h1>
          <p className="area__intro">{t('download.subtitle')}</p>
        </div>
        <div className="download-hero__image">
          <RemoteImage src={hostImage(imageHost, 'guides/hero.svg', t('download.hero_image'))} alt="" width={180} height={320} />
        </div>
      </section>
      {status.isPending ? (
        <LoadingView />
      ) : status.isError ? (
        <ErrorView error={status.error} onRetry={() => void status.refetch()} />
      ) : apps.length === 0 ? (
        <ComingSoon />
      ) : (
        <>
          <section aria-labelledby="download-apps">
            <h2 id="download-apps" className="visually-hidden">
              {t('download.apps')}
            </h2>
            <ul className="download-cards">
              {apps.map((app) => (
                <RowBoundary key={app.resourceType} row={app} as="li">
                  {() => (
                    <li>
                      <AppCard app={app} lite={lite} onGuide={() => openGuide(app.resourceType)} />
                    </li>
                  )}
                </RowBoundary>
              ))}
            </ul>
          </section>
          <section ref={guides} className="download-guides" aria-labelledby="download-guides">
            <h2 id="download-guides">{t('download.guides')}</h2>
            <Guides kinds={apps.map((a) => a.resourceType)} current={shownGuide} onChoose={setGuide} imageHost={imageHost} />
          </section>
        </>
      )}
    </div>
  );
}

function AppCard({ app, lite, onGuide }: { app: AppResource; lite: LiteInstall; onGuide: () => void }) {
  const { t, i18n } = useTranslation();
  const [qrOpen, setQrOpen] = useState(false);
  const qrId = useId();
  const kind = app.resourceType;
  const name = t(`download.app.${kind}`);
  const url = safeHttpUrl(app.url);
  const size = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const date = useDates().day;
  const qrLabel = t('download.qr_label', { name });
  // The lite app: the browser's Install where it offers one, nothing to get once it is installed.
  const liteState = kind === 'IOS_LITE' ? lite : 'none';
  const installed = liteState === 'installed' || liteState === 'standalone';
  return (
    <article className="download-card" aria-labelledby={`${qrId}-name`}>
      <header className="download-card__head">
        <span className={`download-card__icon download-card__icon--${APP_SLUG[kind]}`} aria-hidden="true">
          <AppIcon kind={kind} />
        </span>
        <div>
          <h3 id={`${qrId}-name`} className="download-card__name">
            {name}
          </h3>
          <p className="download-card__note">{t(`download.app_note.${kind}`)}</p>
        </div>
      </header>
      <dl className="download-card__facts">
        {app.version ? (
          <div>
            <dt>{t('download.version')}</dt>
            <dd>{app.version}</dd>
          </div>
        ) : null}
        {app.fileSizeMb !== undefined ? (
          <div>
            <dt>{t('download.size')}</dt>
            <dd>{app.fileSizeMb > 0 ? t('download.size_mb', { size: size.format(app.fileSizeMb) }) : t('download.no_download')}</dd>
          </div>
        ) : null}
        {app.minOsVersion ? (
          <div>
            <dt>{t('download.min_os')}</dt>
            <dd>{t(`download.min_os_${kind}`, { version: app.minOsVersion })}</dd>
          </div>
        ) : null}
        {app.updatedAt ? (
          <div>
            <dt>{t('download.updated')}</dt>
            <dd>
              <time dateTime={isoTime(app.updatedAt)?.slice(0, 10)}>{date.format(app.updatedAt)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      {kind === 'IOS_LITE' ? <LiteInstallNote state={liteState} /> : null}
      {url ? (
        <>
          <button
            type="button"
            className="button download-card__qr-toggle"
            aria-expanded={qrOpen}
            aria-controls={`${qrId}-qr`}
            onClick={() => setQrOpen((o) => !o)}
          >
            {qrOpen ? t('download.hide_qr') : t('download.show_qr')}
          </button>
          <figure id={`${qrId}-qr`} className="download-card__qr" data-open={qrOpen ? '' : undefined}>
            <RemoteImage src={app.qrCodeUrl} alt={qrLabel} width={160} height={160} fallback={<QrCode text={url} label={qrLabel} />} />
            <figcaption>{t('download.scan')}</figcaption>
          </figure>
        </>
      ) : null}
      <div className="download-card__actions">
        {liteState === 'prompt' ? (
          <LiteInstallButton name={name} />
        ) : url && !installed ? (
          <a className="button button--primary" href={url} aria-label={t('download.get_name', { action: t(`download.get.${kind}`), name })}>
            {t(`download.get.${kind}`)}
          </a>
        ) : null}
        <button type="button" className="button" onClick={onGuide} aria-label={t('download.how_to_name', { name })}>
          {t('download.how_to')}
        </button>
      </div>
    </article>
  );
}

function Guides({ kinds, current, onChoose, imageHost }: { kinds: AppKind[]; current: AppKind; onChoose: (kind: AppKind) => void; imageHost: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Arrow keys move between the tabs (and choose them), Home and End go to the first and last.
  const onKeyDown = (e: KeyboardEvent) => {
    const index = kinds.indexOf(current);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: kinds.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const chosen = (next + kinds.length) % kinds.length;
    onChoose(kinds[chosen]!);
    tabs.current[chosen]?.focus();
  };
  const steps = Array.from({ length: GUIDE_STEPS }, (_, i) => i + 1);
  return (
    <>
      <div className="tabs download-guides__tabs" role="tablist" aria-label={t('download.guide_tabs')} onKeyDown={onKeyDown}>
        {kinds.map((kind, i) => (
          <button
            key={kind}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${kind}`}
            data-guide={kind}
            aria-selected={current === kind}
            aria-controls={`${id}-panel`}
            tabIndex={current === kind ? 0 : -1}
            onClick={() => onChoose(kind)}
          >
            {t(`download.app.${kind}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`}>
        <ol className="download-steps">
          {steps.map((n) => {
            const title = t(`download.step.${current}.${n}.title`);
            return (
              <li key={`${current}-${n}`} className="download-step">
                <div className="download-step__image">
                  <RemoteImage src={hostImage(imageHost, `guides/${APP_SLUG[current]}-${n}.svg`, title)} alt="" width={180} height={320} />
                </div>
                <h3 className="download-step__title">
                  <span className="download-step__n">{t('download.step_n', { n })}</span> {title}
                </h3>
                <p className="download-step__text">{t(`download.step.${current}.${n}.text`)}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </>
  );
}

function ComingSoon() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const contact = async () => setFailed(!(await openCustomerService(queryClient, session.vipService)));
  return (
    <section className="status-view download-empty" aria-labelledby="download-soon">
      <h2 id="download-soon" className="status-view__title">
        {t('download.coming_soon')}
      </h2>
      <p>{t('download.coming_soon_text')}</p>
      <button type="button" className="button button--primary" onClick={() => void contact()}>
        {t('download.contact')}
      </button>
      {failed ? (
        <p className="field__error" role="alert">
          {t('download.contact_failed')}
        </p>
      ) : null}
    </section>
  );
}

/** The platforms' marks, drawn simply (decorative). */
function AppIcon({ kind }: { kind: AppKind }) {
  if (kind === 'ANDROID')
    return (
      <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor" focusable="false" aria-hidden="true">
        <path d="M6 10.5a1 1 0 0 1 2 0v5a1 1 0 0 1-2 0zm10 0a1 1 0 0 1 2 0v5a1 1 0 0 1-2 0zM7.5 9.5h9v7.5a1 1 0 0 1-1 1h-1v2a1 1 0 0 1-2 0v-2h-1v2a1 1 0 0 1-2 0v-2h-1a1 1 0 0 1-1-1zm.2-1a4.4 4.4 0 0 1 2-3.2l-.9-1.5.5-.3.9 1.5a4.6 4.6 0 0 1 3.6 0l.9-1.5.5.3-.9 1.5a4.4 4.4 0 0 1 2 3.2zm2.6-1.8a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1zm3.4 0a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z" />
      </svg>
    );
  if (kind === 'IOS')
    return (
      <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor" focusable="false" aria-hidden="true">
        <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.9-3.5.9s-1.8-.8-3-.8C7 7.3 5.5 8.2 4.7 9.6c-1.7 2.9-.4 7.2 1.2 9.6.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3a9.6 9.6 0 0 0 1.3-2.6c-.1 0-2.5-1-2.5-4zM14.2 5.6c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.2z" />
      </svg>
    );
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M12 7v7m-3-3 3 3 3-3M10 18h4" />
    </svg>
  );
}
