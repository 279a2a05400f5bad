// Must stay the first import: it sets zod up for the site's CSP before any schema is built.
import '../../app/shell/frames/client';
import { isRightToLeft, MAIN_SITE, siteById } from '@meridian/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '../../app/i18n';
import { readChatroomQuery } from '../../app/shell/chatroom/client';
import '../../app/shell/theme/client';
import { languageOf, loadChatroomMessages } from './catalog';
import { ChatroomApp } from './chatroom-app';
import { RequestClients } from './request-clients';
import { openShellLink } from './shell-link';
import './chatroom.css';

// The page that framed us passed shell §3 "Chatroom props" in the query (shell/chatroom chatroom-protocol).
const query = readChatroomQuery(window.location.search);
const lang = languageOf(query.lang);
const site = siteById(query.site) ?? MAIN_SITE;

// Set before the first paint: the page's theme and direction (Arabic right to left).
document.documentElement.lang = lang;
document.documentElement.dir = isRightToLeft(lang) ? 'rtl' : 'ltr';
document.body.className = `theme-${query.theme}`;

const container = document.getElementById('chatroom');
if (!container) throw new Error('chatroom: #chatroom is missing from index.html');

// Its own small catalog (it cannot use the page's loader data): the `chatroomApp` namespace only.
const messages = await loadChatroomMessages(lang);
// Listening from the start, for the whole life of the page.
const link = openShellLink();

createRoot(container).render(
  <StrictMode>
    <I18nProvider locale={lang} messages={{ chatroomApp: messages }}>
      <RequestClients siteId={site.id} link={link}>
        <ChatroomApp query={{ ...query, lang }} link={link} />
      </RequestClients>
    </I18nProvider>
  </StrictMode>,
);
