import { isRightToLeft } from '@meridian/domain';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadTransferPanelMessages, panelLanguageOf } from './panel-catalog';
import { openPanelLink, type PanelLink } from './panel-link';
import { TransferPanelRoot } from './panel-root';
import type { TransferPanelProps } from './transfer-panels-protocol';
import { readTransferPanelQuery } from './transfer-panels-query';

/**
 * A transfer panel's start (its main.tsx): the props the page passed in the query (widgets §7),
 * the document's language, direction and theme set before the first paint, the catalog, the
 * channel to the page, and the panel drawn into `#<elementId>`.
 */
export async function mountTransferPanel(options: {
  elementId: string;
  /** The regional site whose API answers (x-site-id). */
  siteId: (props: TransferPanelProps) => number;
  render: (props: TransferPanelProps, link: PanelLink) => ReactNode;
}): Promise<void> {
  const initial = readTransferPanelQuery(window.location.search);
  const lang = panelLanguageOf(initial.g_lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = isRightToLeft(lang) ? 'rtl' : 'ltr';
  document.body.className = `theme-${initial.theme}`;

  const container = document.getElementById(options.elementId);
  if (!container) throw new Error(`transfer panel: #${options.elementId} is missing from index.html`);

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
        siteId={options.siteId}
      >
        {(props) => options.render(props, link)}
      </TransferPanelRoot>
    </StrictMode>,
  );
}
