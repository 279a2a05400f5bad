import type { InviteSummary } from '@meridian/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslations } from '../../i18n';
import { QrCodeArea, type QrCodeShape } from '../../kit';
import { useModals } from '../../shell/modals';
import { useLocalizedPath, useSite } from '../../shell/site';
import './referral.css';

/** What the page shows: a visitor's invitation to log in, a member's link, or an apology. */
export type ReferralView =
  | { kind: 'visitor' }
  | { kind: 'unavailable' }
  | { kind: 'member'; summary: InviteSummary; link: string; qr: QrCodeShape };

/**
 * The referral page (issue 14 item 2, decision 0052): a member's invite code, link and QR code,
 * how many friends joined, and Share, which opens the share modal (issue 15: a poster with the
 * link's QR code; in the app the native share by its shell §5 build gate, elsewhere the Web Share
 * API, a download and a copy of the link). Visitors are asked to log in. `tabs`: the growth tabs
 * (widgets §2), composed by the route.
 */
export function ReferralPage({ view, tabs }: { view: ReferralView; tabs?: ReactNode }) {
  const t = useTranslations('referral');
  const { site } = useSite();
  const to = useLocalizedPath();
  return (
    <main className="referral-page" data-testid="referral-page">
      {tabs}
      <h1>{t('title', { site: site.name })}</h1>
      <p className="referral-page__intro">{t('intro')}</p>
      {view.kind === 'member' ? (
        <MemberReferral view={view} />
      ) : view.kind === 'unavailable' ? (
        <p role="status">{t('unavailable')}</p>
      ) : (
        <div className="referral-page__visitor">
          <p>{t('visitorPrompt')}</p>
          <div className="referral-page__actions">
            <a className="button" href={to('/login')}>
              {t('logIn')}
            </a>
            <a className="button button--outline" href={to('/signup')}>
              {t('signUp')}
            </a>
          </div>
        </div>
      )}
    </main>
  );
}

function MemberReferral({ view }: { view: Extract<ReferralView, { kind: 'member' }> }) {
  const t = useTranslations('referral');
  const { site } = useSite();
  const { open } = useModals();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(view.link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const share = () =>
    open('share', {
      url: view.link,
      refCode: view.summary.invite_code,
      title: t('shareTitle', { site: site.name }),
      shareContent: t('shareText', { site: site.name }),
      posterContent: t('shareText', { site: site.name }),
      isLogin: true,
    });

  return (
    <section className="referral-card" aria-labelledby="referral-code-label">
      <div className="referral-card__details">
        <p className="referral-card__code">
          <span id="referral-code-label">{t('codeLabel')}</span>
          <strong data-testid="referral-code">{view.summary.invite_code}</strong>
        </p>
        <label className="referral-card__link-label" htmlFor="referral-link">
          {t('linkLabel')}
        </label>
        <div className="referral-card__link">
          <input id="referral-link" readOnly value={view.link} data-testid="referral-link" />
          <button type="button" className="button button--outline" onClick={() => void copyLink()}>
            {t('copyLink')}
          </button>
        </div>
        <p className="referral-card__copy-status" role="status">
          {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : ''}
        </p>
        <p className="referral-card__count" data-testid="referral-invited">
          {t('invitedCount', { count: view.summary.invited_count })}
        </p>
        <button type="button" className="button" onClick={share} data-testid="referral-share">
          {t('share')}
        </button>
      </div>
      <QrCodeArea label={t('qrAlt')} qr={view.qr} />
    </section>
  );
}
