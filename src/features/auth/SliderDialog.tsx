import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog/Dialog';
import { SliderCheck } from '../../ui/SliderCheck';

/** The slider verification before a login or a registration, in its own small dialog. */
export function SliderDialog({ open, onClose, onVerified }: { open: boolean; onClose: () => void; onVerified: (token: string) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('auth.slider_title')} size="sm" closeLabel={t('common.close')}>
      <SliderCheck label={t('auth.slider_hint')} doneLabel={t('auth.slider_done')} onVerified={onVerified} />
    </Dialog>
  );
}
