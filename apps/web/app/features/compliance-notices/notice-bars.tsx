import { isComingPage, localizePath, REGION_NOTICE_TICKETS_PATH, type RegionNoticeBar } from '@meridian/domain';
import { useState } from 'react';
import { useTranslations } from '../../i18n';
import { NoticeBar } from '../../kit';
import { useSite } from '../../shell/site';

/**
 * The account notice bars of shell §8 in their order (domain REGION_NOTICE_BARS): the withdraw-only
 * tip, whose "Create a ticket" leads to /myaccount/tickets (shell §6; shown once that page is
 * built, issue 8), and the IP address limit tip. Closing hides a bar for this page view.
 */
export function RegionNoticeBars({ bars }: { bars: readonly RegionNoticeBar[] }) {
  const t = useTranslations('compliance.bars');
  const { locale } = useSite();
  const [closed, setClosed] = useState<ReadonlySet<RegionNoticeBar>>(new Set());
  const ticketLink = !isComingPage(REGION_NOTICE_TICKETS_PATH);
  return bars
    .filter((bar) => !closed.has(bar))
    .map((bar) => (
      <NoticeBar
        key={bar}
        label={t('label')}
        testId={`region-bar-${bar}`}
        message={t(bar)}
        actions={
          bar === 'withdraw-only' && ticketLink
            ? (describedBy) => (
                <a
                  className="button"
                  href={localizePath(locale.prefix, REGION_NOTICE_TICKETS_PATH)}
                  aria-describedby={describedBy}
                >
                  {t('createTicket')}
                </a>
              )
            : undefined
        }
        closeLabel={t('close')}
        onClose={() => setClosed((current) => new Set([...current, bar]))}
      />
    ));
}
