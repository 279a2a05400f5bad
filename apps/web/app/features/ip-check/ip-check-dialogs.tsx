import { isComingPage, localizePath, MODAL_PRIORITY } from '@meridian/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from '../../i18n';
import { type ModalBodyProps, useModals } from '../../shell/modals';
import { useSession } from '../../shell/session';
import { useSite } from '../../shell/site';
import { Dialog } from '../../ui/dialog';
import './ip-check.css';

/** widgets §2 "/myaccount/kyc3_v1": where the upgrade verification leads (widgets §4 "leading to kyc3"). */
export const IP_CHECK_KYC3_PATH = '/myaccount/kyc3_v1';

/** A non-closable dialog's open state never changes from inside (no Escape, outside click or close button). */
const stayOpen = () => undefined;

/**
 * The way out of a non-closable dialog: log out (shell/session, as the account menu does). On
 * success the dialog closes with the session; a failure says so and keeps it open.
 */
function LogOutButton({ onClose, primary }: { onClose: () => void; primary: boolean }) {
  const t = useTranslations('ipCheck');
  const { logOut } = useSession();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setPending(true);
    setFailed(false);
    const ok = await logOut().catch(() => false);
    setPending(false);
    if (ok) onClose();
    else setFailed(true);
  };
  return (
    <>
      {failed ? (
        <p role="alert" className="ip-check-dialog__error" data-testid="ip-check-logout-failed">
          {t('logOutFailed')}
        </p>
      ) : null}
      <button
        type="button"
        className={primary ? 'button' : 'button button--outline'}
        onClick={() => void run()}
        disabled={pending}
        aria-busy={pending}
        data-testid="ip-check-logout"
      >
        {pending ? t('loggingOut') : t('logOut')}
      </button>
    </>
  );
}

/**
 * widgets §4 "Result 2: non-closable upgrade-verification dialog leading to kyc3" (widgets §8 texts
 * "dear user, accessing, upgrade"). Verify goes to the KYC3 page once it is built (issue 8: no link
 * to a coming page); until then the only button is Log out, so nobody is stuck.
 */
export function IpCheckUpgradeDialog({ onClose }: ModalBodyProps<'ip-check-upgrade'>) {
  const t = useTranslations('ipCheck');
  const { site, locale } = useSite();
  const navigate = useNavigate();
  const kyc3Built = !isComingPage(IP_CHECK_KYC3_PATH);
  const verify = () => {
    onClose();
    void navigate(localizePath(locale.prefix, IP_CHECK_KYC3_PATH));
  };
  return (
    <Dialog
      open
      onOpenChange={stayOpen}
      dismissible={false}
      title={t('dearUser')}
      description={t('accessing', { siteName: site.name })}
      className="ip-check-dialog"
      testId="ip-check-upgrade"
    >
      <p className="ui-dialog__description">{t('upgrade')}</p>
      <div className="ui-dialog__actions">
        {kyc3Built ? (
          <>
            <LogOutButton onClose={onClose} primary={false} />
            <button type="button" className="button" onClick={verify} data-testid="ip-check-verify">
              {t('verify')}
            </button>
          </>
        ) : (
          <LogOutButton onClose={onClose} primary />
        )}
      </div>
    </Dialog>
  );
}

/**
 * widgets §4 "Results 3 or 0: VPN notice; accept reloads the page, cancel falls to the result-2
 * dialog" (widgets §8 texts "dear user, VPN tips, accept"). Escape, an outside click and the close
 * button are Cancel.
 */
export function IpCheckVpnDialog({ onClose }: ModalBodyProps<'ip-check-vpn'>) {
  const t = useTranslations('ipCheck');
  const { open } = useModals();
  const cancel = () => {
    // Asked for before this one closes, so it is the next shown (nothing else comes between).
    open('ip-check-upgrade', {}, { priority: MODAL_PRIORITY.blocking });
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) cancel();
      }}
      title={t('dearUser')}
      description={t('vpnTips')}
      closeLabel={t('cancel')}
      className="ip-check-dialog"
      testId="ip-check-vpn"
    >
      <div className="ui-dialog__actions">
        <button type="button" className="button button--outline" onClick={cancel} data-testid="ip-check-cancel">
          {t('cancel')}
        </button>
        {/* The reload checks again: a token of result 3 or 0 is never reused (decision 0049). */}
        <button type="button" className="button" onClick={() => window.location.reload()} data-testid="ip-check-accept">
          {t('accept')}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * widgets §4 "Result 4: non-closable detection-limit dialog" (widgets §8 texts "dear user,
 * detection"). Log out is the way out; the stored token keeps it up until a check is free again.
 */
export function IpCheckLimitDialog({ onClose }: ModalBodyProps<'ip-check-limit'>) {
  const t = useTranslations('ipCheck');
  return (
    <Dialog
      open
      onOpenChange={stayOpen}
      dismissible={false}
      title={t('dearUser')}
      description={t('detection')}
      className="ip-check-dialog"
      testId="ip-check-limit"
    >
      <div className="ui-dialog__actions">
        <LogOutButton onClose={onClose} primary />
      </div>
    </Dialog>
  );
}

/** The bodies for the frame's modal table (one lazily loaded chunk holds the three). */
export const ipCheckBodies = {
  'ip-check-upgrade': IpCheckUpgradeDialog,
  'ip-check-vpn': IpCheckVpnDialog,
  'ip-check-limit': IpCheckLimitDialog,
};
