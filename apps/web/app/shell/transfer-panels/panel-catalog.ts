import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageTag } from '@meridian/domain';
import type english from '../../i18n/messages/en/transfer-panels.json';

/** The transfer panels' one namespace (`transferPanels`), as the micro-apps render it. */
export type TransferPanelMessages = typeof english;

// One chunk per language: a panel fetches only the catalog of the language it is shown in,
// compiled at build time (`?icu`, vite-plugins/icu-messages.ts), and the next one when the page's
// language changes (widgets §4 "update on language ... changes").
const catalogs = import.meta.glob<TransferPanelMessages>('../../i18n/messages/*/transfer-panels.json', {
  import: 'default',
  query: '?icu',
});

/** The page's catalog language (prop `g_lang`), or English for anything we do not serve. */
export function panelLanguageOf(lang: string): LanguageTag {
  return LANGUAGES.find((l) => l.lang === lang)?.lang ?? DEFAULT_LANGUAGE.lang;
}

export async function loadTransferPanelMessages(lang: LanguageTag): Promise<TransferPanelMessages> {
  const load =
    catalogs[`../../i18n/messages/${lang}/transfer-panels.json`] ??
    catalogs['../../i18n/messages/en/transfer-panels.json'];
  if (!load) throw new Error('transfer panels: the English catalog is missing from the build');
  return load();
}
