// Must stay the first import: it sets zod up for the site's CSP before any schema is built.
import '../../app/shell/frames/client';
import { isRightToLeft, siteForHost } from '@meridian/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../app/shell/theme/client';
import {
  loadTransferPanelMessages,
  openPanelLink,
  panelLanguageOf,
  readTransferPanelQuery,
  TransferPanelRoot,
} from '../../app/shell/transfer-panels/client';
import { MasterTransferApp } from './master-transfer-app';

// widgets §7: the page passed the props in the query (shell/transfer-panels transferPanelEntryUrl).
const initial = readTransferPanelQuery(window.location.search);
const lang = panelLanguageOf(initial.g_lang);

// Set before the first paint: the page's language, direction (right to left under Arabic) and theme.
document.documentElement.lang = lang;
document.documentElement.dir = isRightToLeft(lang) ? 'rtl' : 'ltr';
document.body.className = `theme-${initial.theme}`;

const container = document.getElementById('master-transfer');
if (!container) throw new Error('master transfer: #master-transfer is missing from index.html');

const messages = await loadTransferPanelMessages(lang);
// Listening from the start, for the whole life of the frame.
const link = openPanelLink();

createRoot(container).render(
  <StrictMode>
    <TransferPanelRoot
      initial={initial}
      link={link}
      messages={messages}
      loadMessages={loadTransferPanelMessages}
      // widgets §7 "(master transfer only) sub_website_id": the regional site whose API answers.
      siteId={(props) => props.sub_website_id ?? siteForHost(window.location.host).id}
    >
      {(props) => <MasterTransferApp props={props} link={link} />}
    </TransferPanelRoot>
  </StrictMode>,
);
