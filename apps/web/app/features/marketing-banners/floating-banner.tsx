import { defaultTargetedPopupPlanList, getTargetedPopupPlanList } from '@meridian/contracts';
import { MARKETING_RESOURCE_TYPES } from '@meridian/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import { whenIdle } from '../../shell/idle';
import { useSite } from '../../shell/site';
import { closedThisSession, rememberClosed } from './banner-memory';
import { type BannerPlan, bannerPlanOf } from './banner-plans';
import { BannerLink, BannerPicture } from './banner-parts';
import { useBannerView } from './use-banner-view';
import './marketing-banners.css';

/** Runs `start` later and returns how to cancel it (whenIdle in the page; at once in tests). */
export type ScheduleLoad = (start: () => void) => () => void;

export interface FloatingBannerProps {
  /** When to ask for the plan: once the page is idle after load by default, off the first paint's path. */
  schedule?: ScheduleLoad;
}

const RESOURCE_TYPE = { top: MARKETING_RESOURCE_TYPES.topBanner, bottom: MARKETING_RESOURCE_TYPES.bottomBanner };

/**
 * The plan of a top or bottom banner, asked in the browser after load (widgets §7
 * targeted-popup-plan/list, position index, "first item of data.list"); null while unknown, when
 * there is none, when the call failed (widgets §8 "empty banners") or when the visitor closed that
 * plan in this browser session.
 */
function useFloatingPlan(kind: 'top' | 'bottom', schedule: ScheduleLoad): [BannerPlan | null, () => void] {
  const clients = useBrowserClients();
  const { locale } = useSite();
  const [plan, setPlan] = useState<BannerPlan | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = schedule(() => {
      void clients
        .get(getTargetedPopupPlanList, defaultTargetedPopupPlanList, {
          silent: true,
          query: { position: 'index', resource_type: String(RESOURCE_TYPE[kind]), locale: locale.code },
        })
        .then(({ list }) => {
          const first = list[0];
          if (live && first && !closedThisSession(first.plan_id)) setPlan(bannerPlanOf(first));
        });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [clients, kind, locale.code, schedule]);
  const close = () => {
    if (plan) rememberClosed(plan.planId);
    setPlan(null);
  };
  return [plan, close];
}

/**
 * A top or bottom banner (widgets §2; shell §2 "closable banner", "banner with benefit text and
 * button"; a low-priority floating bar, domain FLOATING_BAR_PRIORITY). It arrives after the page,
 * so it floats over it and moves nothing (no layout shift): the top one hangs below the header over
 * the page's top edge, the bottom one is fixed to the window's bottom edge. Closing hides that plan
 * for the rest of the browser session. With text and a button the plan shows the benefit variant.
 */
function FloatingBanner({ kind, schedule = whenIdle }: FloatingBannerProps & { kind: 'top' | 'bottom' }) {
  const t = useTranslations('marketingBanners');
  const [plan, close] = useFloatingPlan(kind, schedule);
  const bar = useRef<HTMLElement>(null);
  useBannerView(bar, kind, plan);
  if (!plan) return null;
  const benefit = plan.content !== '' && plan.button !== null;
  const banner = (
    <aside
      ref={bar}
      className={`marketing-bar marketing-bar--${kind}${benefit ? ' marketing-bar--benefit' : ''}`}
      aria-label={t(kind === 'top' ? 'topLabel' : 'bottomLabel')}
      data-testid={`marketing-bar-${kind}`}
      data-plan-id={plan.planId}
    >
      <BannerPicture plan={plan} className="marketing-bar__picture" />
      {benefit ? (
        <div className="marketing-bar__body">
          <p className="marketing-bar__title">{plan.title}</p>
          <p className="marketing-bar__benefit">{plan.content}</p>
          <BannerLink banner={kind} plan={plan} path={plan.path} className="marketing-bar__button">
            {plan.button}
          </BannerLink>
        </div>
      ) : (
        <div className="marketing-bar__body">
          <BannerLink banner={kind} plan={plan} path={plan.path} className="marketing-bar__title">
            {plan.title}
          </BannerLink>
        </div>
      )}
      <button type="button" className="marketing-bar__close" aria-label={t('close')} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
  // The top bar's anchor has no height: the bar is positioned over the page, not in its flow.
  return kind === 'top' ? <div className="marketing-bar-anchor">{banner}</div> : banner;
}

/** widgets §2 top banner (resource type 2), for the frame's TopBanners slot. */
export function MarketingTopBanner(props: FloatingBannerProps) {
  return <FloatingBanner kind="top" {...props} />;
}

/** widgets §2 bottom banner (resource type 3), for the frame's BottomBanners slot. */
export function MarketingBottomBanner(props: FloatingBannerProps) {
  return <FloatingBanner kind="bottom" {...props} />;
}
