import { LANG_COOKIE, LANG_COOKIE_MAX_AGE_S, LANGUAGES, localizePath } from '@meridian/domain';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslations } from '../../i18n';
import { writeBrowserCookie } from '../../shell/cookies';
import { useSite } from '../../shell/site';

/** Names of regional locales: the language's own name with the region (e.g. "English (EU)"). */
export function localeName(code: string, catalog: string): string {
  const language = LANGUAGES.find((l) => l.lang === catalog)?.name ?? code;
  const region = /-(eu|us|uk|au|jp|dubai)$/.exec(code)?.[1];
  return region ? `${language} (${region === 'dubai' ? 'UAE' : region.toUpperCase()})` : language;
}

/** Whether this site offers a choice of language at all. */
export function useHasLanguageChoice(): boolean {
  const { site } = useSite();
  return !site.hide.languageAndRate && site.locales.length > 1;
}

/**
 * The site's languages as plain links to this page in each locale (they work before any script
 * runs); choosing one also records it in the `lang` cookie.
 */
export function LanguageLinks({
  className,
  ...label
}: { className: string } & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  const { site, locale, path } = useSite();
  return (
    <ul className={className} {...label}>
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
  );
}

/** The wide header's language menu: the current language, opening the list of the others. */
export function LanguageMenu() {
  const t = useTranslations('common.language');
  const { locale } = useSite();
  const hintId = useId();
  if (!useHasLanguageChoice()) return null;
  return (
    <details className="menu site-header__language" data-testid="language-menu">
      {/* Named by its visible text (WCAG 2.5.3: a voice user says what they see); the hint describes it. */}
      <summary aria-describedby={hintId}>
        <Globe aria-hidden="true" size={16} />
        <span data-testid="current-language">{localeName(locale.code, locale.catalog)}</span>
      </summary>
      <span id={hintId} hidden>
        {t('choose')}
      </span>
      <LanguageLinks className="menu__list" aria-label={t('label')} />
    </details>
  );
}
