import { LANG_COOKIE, LANG_COOKIE_MAX_AGE_S, siteSwitchUrl, type SiteSwitchSuggestion } from '@meridian/domain';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslations } from '../../i18n';
import { writeBrowserCookie } from '../../shell/cookies';
import './site-switch.css';

interface Props {
  /** From the `limit` of the compliance check (shell §7), worked out on the server with the page. */
  suggestion: SiteSwitchSuggestion;
}

/**
 * widgets §4 "Site-switch bar: Picks a message by region flags; the action switches site and sets
 * the language cookie." Rendered on the server from the root loader's compliance check, so it is
 * in the first paint and shifts nothing when the page hydrates.
 */
export function SiteSwitchBar({ suggestion }: Props) {
  const t = useTranslations('switchBar');
  const messageId = useId();
  // Closing hides it for this page view only; the spec keeps no memory of it.
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const { target, site } = suggestion;

  const switchSite = () => {
    const locale = site.locales[0];
    if (locale) writeBrowserCookie(LANG_COOKIE, locale.code, LANG_COOKIE_MAX_AGE_S);
    // The current scheme and port, so the switch also works on a development server.
    window.location.assign(siteSwitchUrl(site, { protocol: window.location.protocol, port: window.location.port }));
  };

  return (
    <section className="site-switch-bar" aria-label={t('label')} data-testid="site-switch-bar" data-target={target}>
      <p className="site-switch-bar__message" id={messageId}>
        {t(`messages.${target}`, { siteName: site.name })}
      </p>
      <button
        type="button"
        className="button site-switch-bar__switch"
        aria-describedby={messageId}
        onClick={switchSite}
      >
        {t('switch')}
      </button>
      <button type="button" className="site-switch-bar__close" aria-label={t('close')} onClick={() => setClosed(true)}>
        <X aria-hidden="true" size={18} />
      </button>
    </section>
  );
}
