import {
  ANALYTICS_EVENTS,
  isComingPage,
  KYC_HOME_PATH,
  KYC_TIP_CLOSED_COOKIE,
  kycHelpArticle,
  type KycFooterTipValues,
  showKycTipBar,
} from '@meridian/domain';
import { CircleHelp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslations } from '../../i18n';
import { useAnalytics } from '../../shell/analytics';
import { openKyc, useNativeApp } from '../../shell/native';
import { readCookie } from '../../shell/cookies';
import { useSession } from '../../shell/session';
import { useLocalizedPath, useSite } from '../../shell/site';
import './kyc-tip-bar.css';

/**
 * widgets §2 "KYC tip bar: sticky, dark, scrolling message when the text is too long, a Verify Now
 * link, a help icon and a close icon"; widgets §4 "Hidden when KYC level 2 is done, on testnet, or
 * for the US site at level 1. The close icon marks KYC2 as complete locally"; shown by the shell §5
 * footer-tip rule (domain showKycTipBar). Rendered on the server with the page (no layout shift);
 * once closed, the frame leaves it out for the rest of the browser session (KYC_TIP_CLOSED_COOKIE).
 * The Verify Now link and the help icon lead to pages not built yet (issue 8 hides such links):
 * they appear once the account area and the help centre exist. In our app, Verify Now opens the
 * app's verification screen (widgets §4 "An iOS build below 202306151200 uses an older native
 * route for opening KYC"). Analytics (widgets §7, §4): Verify
 * Now sends kyc_upgrade_kyc2_verify_now; each path the bar is shown on sends a page view.
 */
export function KycTipBar({ footerTip }: { footerTip: KycFooterTipValues }) {
  const t = useTranslations('accountNotices.kycTip');
  const { session } = useSession();
  const { site } = useSite();
  const to = useLocalizedPath();
  const textId = useId();
  // "marks KYC2 as complete locally": hidden now, and (its session cookie) on this browser's next pages.
  // A frame made after a client navigation reads the cookie itself (the root data is the first page's);
  // in a hydrating page the server left the bar out whenever the cookie was there.
  const [completedLocally, setCompletedLocally] = useState(
    () => typeof document !== 'undefined' && readCookie(document.cookie, KYC_TIP_CLOSED_COOKIE) !== undefined,
  );
  const close = () => {
    setCompletedLocally(true);
    document.cookie = `${KYC_TIP_CLOSED_COOKIE}=1; Path=/; SameSite=Lax`;
  };
  const track = useAnalytics();
  const app = useNativeApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const viewport = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLParagraphElement>(null);
  const [overflow, setOverflow] = useState(false);
  const shown =
    !completedLocally &&
    session.status === 'logged-in' &&
    showKycTipBar({ site: site.key, verified: session.userInfo.verified, footerTip });

  // widgets §4 "A page-view event is sent when the path changes": the first path, then each new one.
  useEffect(() => {
    if (shown) track(ANALYTICS_EVENTS.pageView, { component: 'kyc_tip_bar' });
  }, [shown, pathname, track]);

  // "scrolling message when the text is too long": measured in the browser, and again on resize.
  useEffect(() => {
    const box = viewport.current;
    const line = text.current;
    if (!shown || !box || !line || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflow(line.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [shown]);

  if (!shown) return null;
  const help = kycHelpArticle(site.key);
  return (
    <section
      className="kyc-tip-bar"
      aria-label={t('label')}
      data-testid="kyc-tip-bar"
      data-overflow={overflow ? 'true' : 'false'}
    >
      <div className="kyc-tip-bar__viewport" ref={viewport}>
        <p className="kyc-tip-bar__text" id={textId} ref={text}>
          {t('text', { days: footerTip.days_left })}
        </p>
      </div>
      <div className="kyc-tip-bar__actions">
        {isComingPage(KYC_HOME_PATH) && !app.inApp ? null : (
          <a
            href={to(KYC_HOME_PATH)}
            aria-describedby={textId}
            data-testid="kyc-tip-verify"
            onClick={(event) => {
              track(ANALYTICS_EVENTS.kycVerifyNow, { source: 'kyc_tip_bar' });
              // In our app: the app's own verification screen (widgets §4 "Native app").
              if (app.inApp) {
                event.preventDefault();
                void openKyc(app, (path) => void navigate(to(path)));
              }
            }}
          >
            {t('verifyNow')}
          </a>
        )}
        {isComingPage(help) ? null : (
          <a className="kyc-tip-bar__icon" href={to(help)} aria-label={t('help')} target="_blank" rel="noopener">
            <CircleHelp aria-hidden="true" size={18} />
          </a>
        )}
        <button
          type="button"
          className="kyc-tip-bar__icon"
          aria-label={t('close')}
          onClick={close}
          data-testid="kyc-tip-close"
        >
          <X aria-hidden="true" size={18} />
        </button>
      </div>
    </section>
  );
}
