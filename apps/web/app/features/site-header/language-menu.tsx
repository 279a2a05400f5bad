import { LANG_COOKIE, LANG_COOKIE_MAX_AGE_S, LANGUAGES, localizePath } from '@meridian/domain';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { writeBrowserCookie } from '../../shell/cookies';
import { useSite } from '../../shell/site';

/** Names of regional locales: the language's own name with the region (e.g. "English (EU)"). */
function localeName(code: string, catalog: string): string {
  const language = LANGUAGES.find((l) => l.lang === catalog)?.name ?? code;
  const region = /-(eu|us|uk|au|jp|dubai)$/.exec(code)?.[1];
  return region ? `${language} (${region === 'dubai' ? 'UAE' : region.toUpperCase()})` : language;
}

/**
 * The site's languages as plain links to this page in each locale (works before any script runs);
 * choosing one also records it in the `lang` cookie.
 */
export function LanguageMenu() {
  const t = useTranslations('common.language');
  const { site, locale, path } = useSite();
  const hintId = useId();
  if (site.hide.languageAndRate || site.locales.length < 2) return null;
  return (
    <details className="menu" data-testid="language-menu">
      {/* Named by its visible text (WCAG 2.5.3: a voice user says what they see); the hint describes it. */}
      <summary aria-describedby={hintId}>
        <span aria-hidden="true">🌐</span> {localeName(locale.code, locale.catalog)}
      </summary>
      <span id={hintId} hidden>
        {t('choose')}
      </span>
      <ul className="menu__list" aria-label={t('label')}>
        {site.locales.map((l) => (
          <li key={l.code}>
            <a
              href={localizePath(l.prefix, path)}
              hrefLang={l.htmlLang}
              lang={l.htmlLang}
              aria-current={l.code === locale.code ? 'true' : undefined}
              onClick={() => writeBrowserCookie(LANG_COOKIE, l.code, LANG_COOKIE_MAX_AGE_S)}
            >
              {localeName(l.code, l.catalog)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
