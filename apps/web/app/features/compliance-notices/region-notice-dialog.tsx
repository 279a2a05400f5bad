import {
  isComingPage,
  localizePath,
  REGION_NOTICE_MODALS,
  REGION_NOTICE_WITHDRAW_PATH,
  type RegionNoticeModal,
  UK_CLOSURE_DATE_MS,
  UZBEKISTAN_WITHDRAWAL_DEADLINE_MS,
} from '@meridian/domain';
import { useNavigate } from 'react-router';
import { useTranslations } from '../../i18n';
import type { ModalBodyProps } from '../../shell/modals';
import { useSite } from '../../shell/site';
import { Dialog } from '../../ui/dialog';
import type { RegionNoticeProps } from './modals';

/** A date of the notices in the reader's language and in UTC (the deadline is 00:00 UTC). */
function dateText(locale: string, ms: number, withTime: boolean): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(ms);
}

/** The notices whose primary button leads to the withdrawal page (shell §8). */
const WITHDRAW_ACTION: ReadonlySet<RegionNoticeModal> = new Set(['prohibited-country', 'uk-closure']);

/**
 * One shell §8 region notice: its title, text and exact buttons. "I Acknowledge, which for logged-in
 * users with a jump link goes to /myaccount/withdraw/USDT"; the UK closure's "button to handle
 * assets" goes there too. While that page is not built (issue 8: no link to a coming page) the
 * button only closes. Dismissible: Escape and the close button count as closing it.
 */
function RegionNoticeDialog({ name, props, onClose }: { name: RegionNoticeModal } & ModalBodyProps<RegionNoticeModal>) {
  const t = useTranslations('compliance.notices');
  const tBars = useTranslations('compliance.bars');
  const { site, locale } = useSite();
  const navigate = useNavigate();
  const values = {
    siteName: site.name,
    date: dateText(locale.htmlLang, UK_CLOSURE_DATE_MS, false),
    deadline: `${dateText(locale.htmlLang, UZBEKISTAN_WITHDRAWAL_DEADLINE_MS, true)} UTC`,
  };
  const jump = WITHDRAW_ACTION.has(name) && props.loggedIn && !isComingPage(REGION_NOTICE_WITHDRAW_PATH);
  const primary = () => {
    onClose();
    if (jump) void navigate(localizePath(locale.prefix, REGION_NOTICE_WITHDRAW_PATH));
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`${name}.title`, values)}
      description={t(`${name}.body`, values)}
      closeLabel={tBars('close')}
      testId={`region-notice-${name}`}
    >
      <div className="ui-dialog__actions">
        {name === 'uk-closure' ? (
          <button type="button" className="button button--outline" onClick={onClose}>
            {t('uk-closure.cancel')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={primary} data-testid="region-notice-ok">
          {t(`${name}.ok`)}
        </button>
      </div>
    </Dialog>
  );
}

/** Each notice's body for the modal table (loaded lazily on first use, with the dialog). */
export const regionNoticeBodies = Object.fromEntries(
  REGION_NOTICE_MODALS.map((name) => [
    name,
    function Notice(body: ModalBodyProps<RegionNoticeModal>) {
      return <RegionNoticeDialog name={name} {...body} />;
    },
  ]),
) as Record<RegionNoticeModal, (body: ModalBodyProps<RegionNoticeModal>) => React.JSX.Element>;

export type { RegionNoticeProps };
