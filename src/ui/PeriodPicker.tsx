import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalePart } from '../i18n/parts';
import { customPeriod, dateInputValue, PERIOD_PRESETS, type Period, type PeriodPreset, presetPeriod } from './period';

/**
 * Chooses the period of a record screen: today, yesterday, the previous 7 or 30 days, or a custom
 * range of days (at most `maxDays` back). Tells the screen each time the period changes. Its
 * texts (`period.*`) are in the records' locale part, which it loads itself (ui/ reaches the
 * parts through i18n/, not through a feature), whichever screen shows it.
 */
export function PeriodPicker({
  onChange,
  initial = 'last7',
  maxDays = 90,
}: {
  onChange: (period: Period) => void;
  initial?: Exclude<PeriodPreset, 'custom'>;
  maxDays?: number;
}) {
  useLocalePart('records');
  const { t } = useTranslation();
  const id = useId();
  const [preset, setPreset] = useState<PeriodPreset>(initial);
  const today = dateInputValue(Date.now());
  const earliest = dateInputValue(Date.now() - (maxDays - 1) * 86_400_000);
  const [from, setFrom] = useState(dateInputValue(presetPeriod(initial, Date.now()).startTime));
  const [to, setTo] = useState(today);

  const choose = (p: PeriodPreset) => {
    setPreset(p);
    if (p !== 'custom') onChange(presetPeriod(p, Date.now()));
    else {
      const range = customPeriod(from, to);
      if (range) onChange(range);
    }
  };
  const setDay = (which: 'from' | 'to', value: string) => {
    const next = which === 'from' ? [value, to] : [from, value];
    if (which === 'from') setFrom(value);
    else setTo(value);
    const range = customPeriod(next[0]!, next[1]!);
    if (range) onChange(range);
  };

  return (
    <div className="period-picker">
      <fieldset className="chips">
        <legend className="visually-hidden">{t('period.label')}</legend>
        {PERIOD_PRESETS.map((p) => (
          <button key={p} type="button" className="chips__chip" aria-pressed={preset === p} onClick={() => choose(p)}>
            {t(`period.${p}`)}
          </button>
        ))}
      </fieldset>
      {preset === 'custom' ? (
        <div className="period-picker__days">
          <label htmlFor={`${id}-from`}>{t('period.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            className="field__input"
            min={earliest}
            max={today}
            value={from}
            onChange={(e) => setDay('from', e.target.value)}
          />
          <label htmlFor={`${id}-to`}>{t('period.to')}</label>
          <input id={`${id}-to`} type="date" className="field__input" min={earliest} max={today} value={to} onChange={(e) => setDay('to', e.target.value)} />
        </div>
      ) : null}
    </div>
  );
}
