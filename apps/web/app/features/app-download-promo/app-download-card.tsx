import type { DownloadTaskInfo } from '@meridian/contracts';
import {
  DOWNLOAD_EXPERIMENT_STYLES,
  type DownloadCardVariant,
  type DownloadExperimentStyle,
  type DownloadExperimentVariant,
  downloadExperimentOf,
  localizeAmountText,
  type PageDownloadLinks,
  pageDownloadLink,
  showDownloadRewardModal,
} from '@meridian/domain';
import { type MouseEvent, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslations } from '../../i18n';
import { QrCodeArea, type QrCodeShape } from '../../kit';
import { useExperiment } from '../../shell/analytics';
import { loadPageDownloadLinks } from '../../shell/coin-icons';
import { useBrowserClients } from '../../shell/http';
import { useLocalizedPath, useSite } from '../../shell/site';
import type { FlagStore } from './banner-environment';
import { CAMPAIGNS_PATH } from './campaigns-path';
import { cardDownloadUrl } from './card-link';
import { promoAmountText, useDownloadRewardOpener, useDownloadTask } from './download-reward';
import './app-download-promo.css';

/** shell §9 "values 1, 2, 3": each variant's title (the texts differ, and so does their emphasis). */
const TITLES = {
  gift: { '1': 'card.gift1Title', '2': 'card.gift2Title', '3': 'card.gift3Title' },
  float: { '1': 'card.float1Title', '2': 'card.float2Title', '3': 'card.float3Title' },
} as const satisfies Record<DownloadExperimentStyle, Record<DownloadExperimentVariant, string>>;

export interface AppDownloadCardProps {
  /** shell §2 "app download guide (line, shadow, horizontal variants, with QR code)"; line by default. */
  variant?: DownloadCardVariant;
  /** shell §9 "Download experiment variants: gift and float style": which experiment picks the texts. */
  experiment?: DownloadExperimentStyle;
  /** The page download links from the page's loader; read in the browser when absent. */
  links?: PageDownloadLinks;
  /** The QR code computed by the page's loader (of `cardDownloadUrl`); drawn in the browser when absent. */
  qr?: QrCodeShape;
  /** The download task from the page's loader; read in the browser when absent. */
  task?: DownloadTaskInfo;
  /** Where the reward modal remembers it was shown (this browser session's storage by default). */
  flags?: FlagStore;
}

/**
 * The app-download card and its guide (widgets §2 "App-download card (240 wide, 394 horizontal,
 * QR size 140)"): a QR code of the app download page with this page's `c`, the steps, and, when the
 * visitor has a download task, its reward, which opens the reward modal once per browser session
 * and otherwise leads to the rewards page.
 */
export function AppDownloadCard({
  variant = 'line',
  experiment = 'gift',
  links: givenLinks,
  qr: givenQr,
  task: givenTask,
  flags,
}: AppDownloadCardProps) {
  const t = useTranslations('appDownloadPromo');
  const { site, locale, numberSymbols } = useSite();
  const to = useLocalizedPath();
  const location = useLocation();
  const clients = useBrowserClients();
  const task = useDownloadTask(givenTask);
  const openReward = useDownloadRewardOpener(flags);

  const [links, setLinks] = useState<PageDownloadLinks | null>(givenLinks ?? null);
  useEffect(() => {
    if (givenLinks) return;
    let live = true;
    void loadPageDownloadLinks(clients).then((loaded) => {
      if (live) setLinks(loaded);
    });
    return () => {
      live = false;
    };
  }, [clients, givenLinks]);

  const url = links ? cardDownloadUrl(links, location.pathname, site, locale) : null;
  const [drawn, setDrawn] = useState<{ url: string; qr: QrCodeShape } | null>(null);
  useEffect(() => {
    if (givenQr || url === null) return;
    let live = true;
    // The QR library loads with the first card that needs it, never with the page.
    void import('./card-qr').then(({ qrShapeOf }) => {
      if (live) setDrawn({ url, qr: qrShapeOf(url) });
    });
    return () => {
      live = false;
    };
  }, [givenQr, url]);
  const qr = givenQr ?? (drawn !== null && drawn.url === url ? drawn.qr : null);

  const value = useExperiment(DOWNLOAD_EXPERIMENT_STYLES[experiment]);
  // The experiment's value as the domain reads it; anything else shows the first variant's texts.
  const chosen = downloadExperimentOf(experiment, value) ?? { style: experiment, variant: '1' as const };
  const brand = { site: site.name, promo: promoAmountText(numberSymbols) };

  const rewardClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The first time in this browser session the reward modal opens; after that the link is a link.
    if (openReward(task)) event.preventDefault();
  };
  const downloadPage = links
    ? pageDownloadLink(links, location.pathname, { h5: false, downloadPath: site.appDownloadPath })
    : site.appDownloadPath;

  return (
    <section
      className={`app-download-card app-download-card--${variant} app-download-card--emphasis-${chosen.variant}`}
      aria-label={t('card.label', { site: site.name })}
      data-testid="app-download-card"
      data-variant={variant}
      data-experiment={`${chosen.style}-${chosen.variant}`}
    >
      <div className="app-download-card__qr">
        {qr ? (
          <QrCodeArea label={t('card.qrLabel', { site: site.name })} qr={qr} />
        ) : (
          <div className="app-download-card__qr-placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="app-download-card__body">
        <h2 className="app-download-card__title">{t(TITLES[chosen.style][chosen.variant], brand)}</h2>
        <h3 className="app-download-card__guide-heading">{t('card.guideHeading')}</h3>
        <ol className="app-download-card__guide">
          <li>{t('card.guideScan')}</li>
          <li>{t('card.guideInstall', brand)}</li>
          <li>{t('card.guideSignIn')}</li>
        </ol>
        {task && showDownloadRewardModal(task) ? (
          <a
            className="app-download-card__reward"
            href={to(CAMPAIGNS_PATH)}
            onClick={rewardClick}
            data-testid="app-download-card-reward"
          >
            {t('card.reward', {
              amount: localizeAmountText(task.reward_num, numberSymbols, { precision: 8 }),
              currency: task.reward_currency,
            })}
          </a>
        ) : null}
        <a className="app-download-card__more" href={to(downloadPage)}>
          {t('card.morePlatforms')}
        </a>
      </div>
    </section>
  );
}
