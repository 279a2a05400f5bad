import { Component, lazy, type ReactNode, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslations } from '../../i18n';
import { reportMonitoringEvent } from '../../shell/monitoring';
import { useSite } from '../../shell/site';
import { useTheme } from '../../shell/theme';
import { TRANSFER_PANEL_ENTRIES, type TransferPanelName, type TransferPanelProps } from '../../shell/transfer-panels';
import type { PanelLog } from './panel-log';

// The frame and its channel load only once the entry page is known to exist: the page's first
// load carries this file alone (the panels are iframes; decision 0060's budgets hold).
const TransferPanelFrame = lazy(() => import('./transfer-panel-frame'));

/** The console, and the monitoring's custom event (shell/monitoring; nothing shows on the page). */
export const logPanelFailure: PanelLog = (panel, stage, detail) => {
  console.warn(`[meridian] transfer panel ${panel}: ${stage} failed`, detail);
  reportMonitoringEvent('transfer_panel_failed', { panel, stage, detail: String(detail) });
};

/** Whether the entry page is there: `null` when it is, else why not (for the log). */
export type EntryCheck = (url: string) => Promise<string | null>;

/** widgets §7 "HEAD | an embedded panel entry page | none | used to check that it exists". */
export const headEntryCheck: EntryCheck = async (url) => {
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store' });
    return response.ok ? null : `HEAD ${url}: ${response.status}`;
  } catch (error) {
    return `HEAD ${url}: ${String(error)}`;
  }
};

/** The page's limits that the panels take (widgets §7 isUkLimit, isItalyLimit: the compliance check's). */
export interface PanelLimits {
  isUkLimit: boolean;
  isItalyLimit: boolean;
}

export interface TransferPanelSlotProps {
  name: TransferPanelName;
  /** widgets §4 "Load when not hidden": nothing is requested or mounted while hidden. */
  hidden?: boolean;
  limits: PanelLimits;
  /** When this changes, the panel reads its lists again (a sub-account was opened on the page). */
  refreshKey?: string | number;
  checkEntry?: EntryCheck;
  log?: PanelLog;
}

/**
 * An embedded transfer panel (widgets §2, §4 "Transfer panels: Load when not hidden, update on
 * language, theme or limit changes, and unmount with the page"; §7 the HEAD check and the props).
 * When not hidden, the panel's entry page is checked with a HEAD request; if it is there, the
 * panel is mounted in a frame with the widgets §7 props, which follow the page's language, theme
 * and limits without reloading the frame. A failure is logged only (widgets §8): the page shows
 * nothing broken, just no panel.
 */
export function TransferPanel({
  name,
  hidden = false,
  limits,
  refreshKey,
  checkEntry = headEntryCheck,
  log = logPanelFailure,
}: TransferPanelSlotProps) {
  const t = useTranslations('transferPanels.page');
  const { site, locale } = useSite();
  const { theme } = useTheme();
  const [entry, setEntry] = useState<'checking' | 'present' | 'missing'>('checking');
  const headingId = useId();

  useEffect(() => {
    if (hidden) return;
    let current = true;
    setEntry('checking');
    void checkEntry(TRANSFER_PANEL_ENTRIES[name]).then((problem) => {
      if (!current) return;
      if (problem !== null) log(name, 'mount', problem);
      setEntry(problem === null ? 'present' : 'missing');
    });
    return () => {
      current = false;
    };
  }, [hidden, name, checkEntry, log]);

  const { isUkLimit, isItalyLimit } = limits;
  const props = useMemo<TransferPanelProps>(
    () => ({
      g_lang: locale.catalog,
      lang_prefix: locale.prefix,
      theme,
      isUkLimit,
      isItalyLimit,
      // The page's toast region shows the panel's notices (a failed request is relayed to it).
      isNotsNeedNotificationProvider: true,
      ...(name === 'master-transfer' ? { sub_website_id: site.id } : {}),
    }),
    [locale.catalog, locale.prefix, theme, isUkLimit, isItalyLimit, name, site.id],
  );

  if (hidden || entry !== 'present') return null;
  const title = t(name === 'funds-transfer' ? 'fundsTitle' : 'masterTitle');
  // The heading comes with the panel: a page whose panel is missing shows no empty section.
  return (
    <PanelBoundary onError={(error) => log(name, 'mount', error)}>
      <section className="account-page__card" aria-labelledby={headingId} data-testid={`transfer-panel-slot-${name}`}>
        <h2 id={headingId}>{title}</h2>
        <Suspense fallback={null}>
          <TransferPanelFrame
            name={name}
            props={props}
            title={title}
            loadingLabel={t('loading')}
            fundPasswordTitle={t('fundPasswordTitle')}
            refreshKey={refreshKey}
            log={log}
          />
        </Suspense>
      </section>
    </PanelBoundary>
  );
}

/** A panel whose code failed to load or render is logged and left out; the page goes on. */
class PanelBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
