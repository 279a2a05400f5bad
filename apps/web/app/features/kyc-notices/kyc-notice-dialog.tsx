import { ANALYTICS_EVENTS, isComingPage, KYC_HOME_PATH, localizePath } from '@meridian/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from '../../i18n';
import { useAnalytics } from '../../shell/analytics';
import type { ModalBodyProps } from '../../shell/modals';
import { openKyc, useNativeApp } from '../../shell/native';
import { useSite } from '../../shell/site';
import { Dialog, dismissalProps } from '../../ui/dialog';
import './kyc-notice-dialog.css';

/**
 * widgets §4 KYC notice modal, "either a risk-user notice or a KYC-upgrade notice. Size switches
 * at 992 px" (kyc-notices.css). "The modal cannot be closed by an outside click. It has a close
 * button only if risk_user_guide_be_closed is 1": the risk notice is closable (its close button and
 * Escape) only then; the upgrade notice always (Later). A notice whose way forward is a page not
 * built yet (issue 8) cannot send anyone there, so it gets a plain acknowledgement instead and is
 * closable (decision 0050: a notice with no way out would lock the account out of the site).
 */
export default function KycNoticeDialog({ props: { choice, onShown }, onClose }: ModalBodyProps<'kyc-notice'>) {
  const t = useTranslations('accountNotices.kycNotice');
  const { locale } = useSite();
  const navigate = useNavigate();
  const track = useAnalytics();
  const app = useNativeApp();
  // widgets §4 "it then sets the cookie": when it is on the page.
  useEffect(onShown, [onShown]);
  // widgets §7 "common_kyc_event": the notice was shown, and (below) which button was used.
  useEffect(() => {
    track(ANALYTICS_EVENTS.kycEvent, { notice: choice.kind, action: 'show' });
  }, [track, choice.kind]);
  const clicked = (button: 'verify_now' | 'later' | 'understood' | 'close') =>
    track(ANALYTICS_EVENTS.kycEvent, { notice: choice.kind, action: 'click', button });

  const target = choice.kind === 'risk' ? choice.url || KYC_HOME_PATH : KYC_HOME_PATH;
  const external = /^https?:\/\//.test(target);
  // In our app, verification is the app's own screen (widgets §4 "Native app"): it always leads.
  const toApp = app.inApp && target === KYC_HOME_PATH;
  const leads = toApp || external || (target.startsWith('/') && !isComingPage(target));
  const go = () => {
    clicked('verify_now');
    onClose();
    if (toApp) void openKyc(app, (path) => void navigate(localizePath(locale.prefix, path)));
    else if (external) window.location.assign(target);
    else void navigate(localizePath(locale.prefix, target));
  };
  const closeWith = (button: 'later' | 'understood' | 'close') => () => {
    clicked(button);
    onClose();
  };
  const closable = choice.kind === 'upgrade' || choice.closable || !leads;
  const title = choice.kind === 'risk' ? t('riskTitle') : t('upgradeTitle');
  const text = choice.kind === 'risk' ? choice.message || t('riskText') : t('upgradeText');

  return (
    <Dialog
      open
      title={title}
      description={text}
      className="kyc-notice-dialog"
      testId={`kyc-notice-${choice.kind}`}
      closeOnOutsideClick={false}
      {...dismissalProps(closable, closeWith('close'), t('close'))}
    >
      <div className="ui-dialog__actions">
        {choice.kind === 'upgrade' ? (
          <button
            type="button"
            className="button button--outline"
            onClick={closeWith('later')}
            data-testid="kyc-notice-later"
          >
            {t('later')}
          </button>
        ) : null}
        {leads ? (
          <button type="button" className="button" onClick={go} data-testid="kyc-notice-verify">
            {t('verifyNow')}
          </button>
        ) : choice.kind === 'risk' ? (
          <button type="button" className="button" onClick={closeWith('understood')} data-testid="kyc-notice-ok">
            {t('understood')}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
