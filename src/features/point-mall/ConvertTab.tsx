import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useMoney } from '../../api/money';
import { useConvertPoints } from '../../generated/relay/endpoints/points/points';
import type { ConvertPointsResult } from '../../generated/relay/model';
import { ApiError, errorMessage } from '../../lib/errors';
import { FormError, TextField } from '../../ui/form/Field';
import { ErrorView, LoadingView } from '../../ui/StatusView';
import { usePointsBalance, usePointsConfig, useRefreshPoints } from './api';
import { formatPoints, parsePoints } from './format';
import { PasswordGate } from './PasswordGate';
import { pointMallState } from './state';
import { usePointMallTexts } from './texts';

/**
 * Convert: points to money in the main wallet, at the settings' rate, from the settings' minimum
 * to the points balance, with a live preview; the result card after a conversion.
 */
export default function ConvertTab() {
  usePointMallTexts();
  const { t } = useTranslation();
  const config = usePointsConfig();
  const balance = usePointsBalance();
  if (config.isPending || balance.isPending) return <LoadingView />;
  if (config.isError || !config.data) return <ErrorView error={config.error} onRetry={() => void config.refetch()} />;
  if (balance.isError || !balance.data) return <ErrorView error={balance.error} onRetry={() => void balance.refetch()} />;
  const settings = config.data.value;
  return (
    <div className="pm-convert">
      <h3>{t('pointMall.convert_title')}</h3>
      <PasswordGate>
        <ConvertForm pointsBalance={balance.data.value.pointsBalance} rate={settings.exchangeRate ?? 0} min={Math.max(1, settings.minConvertPoints ?? 1)} />
      </PasswordGate>
    </div>
  );
}

function ConvertForm({ pointsBalance, rate, min }: { pointsBalance: number; rate: number; min: number }) {
  const { t, i18n } = useTranslation();
  const amount = useMoney();
  const refresh = useRefreshPoints();
  const convert = useConvertPoints();
  const text = useSnapshot(pointMallState).convertPoints;
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ points?: string | null; password?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<ConvertPointsResult | null>(null);
  const number = (n: number) => formatPoints(n, i18n.language);
  const points = parsePoints(text);
  const setText = (value: string) => {
    pointMallState.convertPoints = value;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = {
      points: !text.trim()
        ? t('not_empty')
        : points === null || points < min
          ? t('pointMall.convert_problem_min', { min: number(min) })
          : points > pointsBalance
            ? t('pointMall.convert_problem_max', { max: number(pointsBalance) })
            : null,
      password: password ? null : t('not_empty'),
    };
    setProblems(found);
    if (found.points || found.password || points === null) return;
    try {
      const { value } = await convert.mutateAsync({ data: { points, withdrawalPassword: password } });
      setResult(value);
      setPassword('');
      setText('');
      await refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid.payment.pw') {
        setPassword('');
        setProblems({ password: errorMessage(error, t) });
      } else setFailure(errorMessage(error, t));
    }
  };

  return (
    <div className="pm-convert__body">
      <form className="form-stack pm-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('pointMall.convert_title')}>
        <p className="muted">{t('pointMall.convert_hint', { min: number(min), max: number(pointsBalance), rate: amount(rate) })}</p>
        <TextField
          label={t('pointMall.convert_points')}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={problems.points}
          addon={
            <button type="button" className="button" onClick={() => setText(String(pointsBalance))} disabled={pointsBalance < min}>
              {t('pointMall.all')}
            </button>
          }
        />
        <p className="pm-preview" aria-live="polite">
          {points !== null && points > 0 ? t('pointMall.convert_preview', { amount: amount(Math.floor(points * rate * 100) / 100) }) : '\u00a0'}
        </p>
        <TextField
          label={t('pointMall.withdraw_password')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={64}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={problems.password}
        />
        <FormError>{failure}</FormError>
        <button type="submit" className="button button--primary" disabled={convert.isPending || pointsBalance < min}>
          {convert.isPending ? t('common.loading') : t('pointMall.convert_submit')}
        </button>
      </form>
      {result ? (
        <section className="pm-result" aria-labelledby="pm-convert-result" aria-live="polite">
          <h4 id="pm-convert-result">{t('pointMall.convert_done')}</h4>
          <dl className="pm-totals">
            <div>
              <dt>{t('pointMall.points_taken')}</dt>
              <dd>{t('pointMall.pts', { points: number(result.points) })}</dd>
            </div>
            <div>
              <dt>{t('pointMall.money_credited')}</dt>
              <dd>{amount(result.redeemAmount)}</dd>
            </div>
            <div>
              <dt>{t('pointMall.new_points_balance')}</dt>
              <dd>{t('pointMall.pts', { points: number(result.pointsBalance) })}</dd>
            </div>
            <div>
              <dt>{t('pointMall.new_main_wallet')}</dt>
              <dd>{amount(result.mainWallet)}</dd>
            </div>
          </dl>
        </section>
      ) : null}
    </div>
  );
}
