import { useTranslations } from '../../i18n';
import { Dialog } from '../../ui/dialog';
import { OtherSessions } from './other-sessions';
import { TwoFactorPanel } from '../../shell/two-factor';

/**
 * The account menu's Security panel: two-factor authentication (TwoFactorPanel, also the
 * /myaccount/totp page) and logging out every other device. Loaded with React.lazy when first opened.
 */
export default function SecurityDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('account.security');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('title')}
      closeLabel={t('close')}
      className="security-dialog"
    >
      <TwoFactorPanel onDone={onClose} />
      <OtherSessions />
    </Dialog>
  );
}
