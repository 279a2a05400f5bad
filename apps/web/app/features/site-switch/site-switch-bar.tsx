import { LANG_COOKIE, LANG_COOKIE_MAX_AGE_S, siteSwitchUrl, type SiteSwitchSuggestion } from '@meridian/domain';
import { useState } from 'react';
import { useTranslations } from '../../i18n';
import { NoticeBar } from '../../kit';
import { writeBrowserCookie } from '../../shell/cookies';

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
    <NoticeBar
      label={t('label')}
      testId="site-switch-bar"
      data={{ 'data-target': target }}
      message={t(`messages.${target}`, { siteName: site.name })}
      actions={(describedBy) => (
        <button type="button" className="button" aria-describedby={describedBy} onClick={switchSite}>
          {t('switch')}
        </button>
      )}
      closeLabel={t('close')}
      onClose={() => setClosed(true)}
    />
  );
}
