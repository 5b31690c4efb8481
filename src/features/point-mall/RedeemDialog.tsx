import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useMoney } from '../../api/money';
import { useRedeemPointReward } from '../../generated/relay/endpoints/points/points';
import type { PointReward } from '../../generated/relay/model';
import { ApiError, errorMessage } from '../../lib/errors';
import { Dialog } from '../../ui/dialog/Dialog';
import { FormError, TextField } from '../../ui/form/Field';
import { RemoteImage } from '../../ui/RemoteImage';
import { useRefreshPoints } from './api';
import { ADDRESS_MAX, formatPoints, MOBILE_PATTERN, maxQuantity, type Purse } from './format';
import { PasswordGate } from './PasswordGate';
import { closeRedeem, pointMallState } from './state';
import { usePointMallTexts } from './texts';

type Problems = { receivingAddress?: string | null; mobileNum?: string | null; password?: string | null };

/**
 * The redeem dialog: the reward, a quantity stepper (1 to what the stock, 10 and the member's
 * points and main wallet allow), the totals, the receiving address, a contact mobile number and
 * the withdrawal password. A wrong password is said under its field and only the password is
 * emptied; other refusals show above the button; every value stays.
 */
export function RedeemDialog({ reward, purse }: { reward: PointReward; purse: Purse }) {
  usePointMallTexts();
  const { t, i18n } = useTranslation();
  const id = useId();
  const amount = useMoney();
  const refresh = useRefreshPoints();
  const redeem = useRedeemPointReward();
  const form = useSnapshot(pointMallState).redeemForm;
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const most = Math.max(1, maxQuantity(reward, purse));
  const quantity = Math.min(Math.max(1, form.quantity), most);
  const points = (n: number) => t('pointMall.pts', { points: formatPoints(n, i18n.language) });
  const setQuantity = (n: number) => {
    pointMallState.redeemForm.quantity = Math.min(Math.max(1, Math.round(n) || 1), most);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const receivingAddress = form.receivingAddress.trim();
    const mobileNum = form.mobileNum.trim();
    const found: Problems = {
      receivingAddress: !receivingAddress ? t('not_empty') : receivingAddress.length > ADDRESS_MAX ? t('pointMall.address_long', { max: ADDRESS_MAX }) : null,
      mobileNum: !mobileNum ? t('not_empty') : MOBILE_PATTERN.test(mobileNum) ? null : t('pointMall.phone_format'),
      password: password ? null : t('not_empty'),
    };
    setProblems(found);
    if (found.receivingAddress || found.mobileNum || found.password) return;
    try {
      await redeem.mutateAsync({ data: { rewardId: reward.id, quantity, withdrawalPassword: password, receivingAddress, mobileNum } });
      setPassword('');
      closeRedeem();
      pointMallState.redeemForm = { quantity: 1, receivingAddress: '', mobileNum: '' };
      pointMallState.history.page = 1;
      pointMallState.tab = 'history';
      pointMallState.notice = { tab: 'history', key: 'pointMall.redeem_submitted' };
      await refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid.payment.pw') {
        setPassword('');
        setProblems({ password: errorMessage(error, t) });
      } else setFailure(errorMessage(error, t));
    }
  };

  return (
    <Dialog open onClose={closeRedeem} title={t('pointMall.redeem_title', { name: reward.name })} closeLabel={t('common.close')}>
      <div className="pm-redeem">
        <div className="pm-redeem__reward">
          <RemoteImage src={reward.image} alt="" className="pm-redeem__image" width={96} height={96} />
          <div>
            <p className="pm-redeem__name">{reward.name}</p>
            <p className="muted">
              {t('pointMall.per_unit')}: {points(reward.pointsRequired)}
              {reward.amountRequired > 0 ? ` ${t('pointMall.plus_amount', { amount: amount(reward.amountRequired) })}` : ''}
            </p>
            {reward.description ? <p className="muted pm-redeem__text">{reward.description}</p> : null}
          </div>
        </div>
        <PasswordGate onNavigate={closeRedeem}>
          <form className="form-stack" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('pointMall.redeem_title', { name: reward.name })}>
            <div className="field">
              <label htmlFor={`${id}-qty`} className="field__label">
                {t('pointMall.quantity')}
              </label>
              <div className="pm-stepper">
                <button type="button" className="button" aria-label={t('pointMall.less')} disabled={quantity <= 1} onClick={() => setQuantity(quantity - 1)}>
                  −
                </button>
                <input
                  id={`${id}-qty`}
                  className="field__input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={most}
                  value={quantity}
                  onChange={(e) => setQuantity(Number(e.target.value))}
                  aria-describedby={`${id}-qty-hint`}
                />
                <button type="button" className="button" aria-label={t('pointMall.more')} disabled={quantity >= most} onClick={() => setQuantity(quantity + 1)}>
                  +
                </button>
              </div>
              <p id={`${id}-qty-hint`} className="muted pm-hint">
                {t('pointMall.quantity_hint', { max: most })}
              </p>
            </div>
            <dl className="pm-totals">
              <div>
                <dt>{t('pointMall.total_points')}</dt>
                <dd>{points(reward.pointsRequired * quantity)}</dd>
              </div>
              {reward.amountRequired > 0 ? (
                <div>
                  <dt>{t('pointMall.total_amount')}</dt>
                  <dd>{amount(reward.amountRequired * quantity)}</dd>
                </div>
              ) : null}
            </dl>
            <div className="field">
              <label htmlFor={`${id}-address`} className="field__label">
                {t('pointMall.receiving_address')}
              </label>
              <textarea
                id={`${id}-address`}
                className="field__input pm-textarea"
                rows={3}
                maxLength={ADDRESS_MAX}
                autoComplete="street-address"
                value={form.receivingAddress}
                onChange={(e) => {
                  pointMallState.redeemForm.receivingAddress = e.target.value;
                }}
                aria-invalid={problems.receivingAddress ? true : undefined}
                aria-describedby={problems.receivingAddress ? `${id}-address-error` : undefined}
                data-autofocus
              />
              {problems.receivingAddress ? (
                <p id={`${id}-address-error`} className="field__error" role="alert">
                  {problems.receivingAddress}
                </p>
              ) : null}
            </div>
            <TextField
              label={t('pointMall.mobile')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={16}
              value={form.mobileNum}
              onChange={(e) => {
                pointMallState.redeemForm.mobileNum = e.target.value;
              }}
              error={problems.mobileNum}
            />
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
            <button type="submit" className="button button--primary" disabled={redeem.isPending}>
              {redeem.isPending ? t('common.loading') : t('pointMall.submit_redeem')}
            </button>
          </form>
        </PasswordGate>
      </div>
    </Dialog>
  );
}
