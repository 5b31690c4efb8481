import { useTranslation } from 'react-i18next';
import { useGetMemberInfo } from '../../generated/wps/endpoints/member/member';
import { useLocalePart } from '../../i18n/parts';
import { useDates } from '../../i18n/useDates';
import { openDialog } from '../../state/dialogs';
import { QueryView } from '../../ui/StatusView';

/** My account: who the member is, and the change-password action. */
export function SecurityCentrePanel() {
  useLocalePart('records');
  const { t } = useTranslation();
  const info = useGetMemberInfo();
  const when = useDates().moment;
  return (
    <QueryView query={info} isEmpty={() => false} empty={null}>
      {({ value: m }) => (
        <div className="form-stack">
          <h3>{t('memberCentre.item.securityCenter')}</h3>
          <dl className="data-list">
            <dt>{t('auth.username')}</dt>
            <dd>{m.account}</dd>
            <dt>{t('memberCentre.nickname')}</dt>
            <dd>{m.nickname ?? '—'}</dd>
            <dt>{t('memberCentre.vip')}</dt>
            <dd>{m.memberLabel[0]?.labelName ?? '—'}</dd>
            <dt>{t('memberCentre.club')}</dt>
            <dd>{m.clubLabel?.labelName ?? '—'}</dd>
            <dt>{t('auth.mobile')}</dt>
            <dd>{m.mobile ?? '—'}</dd>
            <dt>{t('auth.email')}</dt>
            <dd>{m.email ?? '—'}</dd>
            {m.regDate ? (
              <>
                <dt>{t('memberCentre.registered')}</dt>
                <dd>{when.format(m.regDate)}</dd>
              </>
            ) : null}
          </dl>
          <div>
            <button type="button" className="button button--primary" onClick={() => openDialog('changePassword')}>
              {t('auth.change_title')}
            </button>
          </div>
        </div>
      )}
    </QueryView>
  );
}
