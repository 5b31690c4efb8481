import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleParts } from '../../../i18n/parts';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackList } from './FeedbackList';
import './feedback.css';

const TABS = ['send', 'mine'] as const;
type Tab = (typeof TABS)[number];

/**
 * Feedback (member-centre item `feedback`, white-label FEEDBACK3): send a question with up to
 * three images, and follow the answers of customer service under My feedback.
 */
export default function FeedbackPanel() {
  useLocaleParts('feedback', 'records');
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<Tab>('send');
  // A new list view (All, page 1) after each feedback sent, so the new one shows on top.
  const [listKey, setListKey] = useState(0);
  // The thank-you of the feedback just sent, shown above the list until another tab is chosen.
  const [sent, setSent] = useState(false);
  const choose = (name: Tab) => {
    setSent(false);
    setTab(name);
  };
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between the tabs (and choose them), Home and End go to the first and last.
  const onKeyDown = (e: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const chosen = (next + TABS.length) % TABS.length;
    choose(TABS[chosen]!);
    tabs.current[chosen]?.focus();
  };

  return (
    <div className="feedback">
      <h3>{t('memberCentre.item.feedback')}</h3>
      <div className="tabs" role="tablist" aria-label={t('feedback.tabs')} onKeyDown={onKeyDown}>
        {TABS.map((name, i) => (
          <button
            key={name}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
          >
            {t(`feedback.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} className="feedback__tabpanel">
        {tab === 'send' ? (
          <FeedbackForm
            onSent={() => {
              setListKey((k) => k + 1);
              setTab('mine');
              setSent(true);
            }}
          />
        ) : (
          <FeedbackList key={listKey} justSent={sent} onWrite={() => choose('send')} />
        )}
      </div>
    </div>
  );
}
