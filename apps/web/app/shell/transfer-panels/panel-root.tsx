import { isRightToLeft, type LanguageTag } from '@meridian/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { I18nProvider, useTranslations } from '../../i18n';
// The file, not the index: a micro-app must not pull in the page's router.
import { FramedRequestClients } from '../http/client';
import { panelLanguageOf, type TransferPanelMessages } from './panel-catalog';
import type { PanelLink } from './panel-link';
import type { TransferPanelProps } from './transfer-panels-protocol';
import './transfer-panel.css';

export interface TransferPanelRootProps {
  /** The props of the frame's query (widgets §7); replaced by each `props` message of the page. */
  initial: TransferPanelProps;
  link: PanelLink;
  /** The catalog of the first language, loaded before the first render. */
  messages: TransferPanelMessages;
  /** Loads another language's catalog when the page's language changes. */
  loadMessages: (lang: LanguageTag) => Promise<TransferPanelMessages>;
  /** The regional site whose API answers (x-site-id). */
  siteId: (props: TransferPanelProps) => number;
  children: (props: TransferPanelProps) => ReactNode;
}

/**
 * What both transfer panels share around their form: the props (widgets §4 "update on language,
 * theme or limit changes" without a reload), the document's language, direction (right to left
 * under Arabic) and theme, the catalog, the request clients, and the content height reported to
 * the page so the frame never scrolls.
 */
export function TransferPanelRoot({ initial, link, messages, loadMessages, siteId, children }: TransferPanelRootProps) {
  const [props, setProps] = useState(initial);
  const [catalog, setCatalog] = useState(() => ({ lang: panelLanguageOf(initial.g_lang), messages }));
  const lang = panelLanguageOf(props.g_lang);

  useEffect(
    () =>
      link.subscribe((message) => {
        if (message.type === 'props') setProps(message.props);
      }),
    [link],
  );

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = isRightToLeft(lang) ? 'rtl' : 'ltr';
    if (catalog.lang === lang) return;
    let current = true;
    loadMessages(lang).then(
      (next) => {
        if (current) setCatalog({ lang, messages: next });
      },
      // The catalog chunk did not load: the panel keeps the text it has.
      (error: unknown) => console.warn('[meridian] transfer panel catalog not loaded:', error),
    );
    return () => {
      current = false;
    };
  }, [lang, catalog.lang, loadMessages]);

  useEffect(() => {
    document.body.classList.remove('theme-light', 'theme-dark');
    document.body.classList.add(`theme-${props.theme}`);
  }, [props.theme]);

  return (
    <I18nProvider locale={catalog.lang} messages={{ transferPanels: catalog.messages }}>
      <PanelClients props={props} link={link} siteId={siteId(props)}>
        <PanelBody link={link}>{children(props)}</PanelBody>
      </PanelClients>
    </I18nProvider>
  );
}

function PanelClients({
  props,
  link,
  siteId,
  children,
}: {
  props: TransferPanelProps;
  link: PanelLink;
  siteId: number;
  children: ReactNode;
}) {
  const t = useTranslations('transferPanels.common');
  // widgets §7 isNotsNeedNotificationProvider: the page shows the notices, so no region of our own.
  const relayed = props.isNotsNeedNotificationProvider && link.framed;
  return (
    <FramedRequestClients siteId={siteId} relay={relayed ? link.reportRequestError : null} closeLabel={t('close')}>
      {children}
    </FramedRequestClients>
  );
}

/** The content, whose height the page gives the frame. */
function PanelBody({ link, children }: { link: PanelLink; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => link.reportHeight(Math.ceil(element.getBoundingClientRect().height)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [link]);
  return (
    <div ref={root} className="transfer-panel">
      {children}
    </div>
  );
}
