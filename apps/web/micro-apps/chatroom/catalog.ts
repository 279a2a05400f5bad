import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageTag } from '@meridian/domain';
import type english from '../../app/i18n/messages/en/chatroom-app.json';

export type ChatroomMessages = typeof english;

// One chunk per language: the micro-app fetches only the catalog of the page that opened it,
// compiled at build time (`?icu`, vite-plugins/icu-messages.ts).
const catalogs = import.meta.glob<ChatroomMessages>('../../app/i18n/messages/*/chatroom-app.json', {
  import: 'default',
  query: '?icu',
});

/** The page's catalog language (query `lang`), or English for anything we do not serve. */
export function languageOf(lang: string): LanguageTag {
  return LANGUAGES.find((l) => l.lang === lang)?.lang ?? DEFAULT_LANGUAGE.lang;
}

export async function loadChatroomMessages(lang: LanguageTag): Promise<ChatroomMessages> {
  const load =
    catalogs[`../../app/i18n/messages/${lang}/chatroom-app.json`] ??
    catalogs['../../app/i18n/messages/en/chatroom-app.json'];
  if (!load) throw new Error('chatroom: the English chatroom catalog is missing from the build');
  return load();
}
