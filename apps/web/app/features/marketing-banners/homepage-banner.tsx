import { localeDirection, parsePercentStep, percentStepPx, scrollArrows } from '@meridian/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useSite } from '../../shell/site';
import type { BannerPlan } from './banner-plans';
import { BannerLink, BannerPicture } from './banner-parts';
import { useBannerView } from './use-banner-view';
import './marketing-banners.css';

/** An arrow scrolls the strip by its visible width unless the page asks for another step. */
const DEFAULT_STEP_PERCENT = 100;

export interface HomepageBannerProps {
  /** The plans of loadHomepageBanners (server): nothing is shown without any. */
  plans: readonly BannerPlan[];
  /**
   * How far an arrow scrolls, as a percent of the visible width (widgets §5 "Percent strings used
   * for scrolling steps must be a number followed by a percent sign"); an invalid one gives 100%.
   */
  step?: string;
}

/**
 * The homepage banner (widgets §2; resource type 4, position index): a strip of the plans, each
 * with its picture, title, text and link. Server-rendered from the home loader, so its space is in
 * the first HTML (no layout shift). Arrows scroll it when it overflows, one towards each end that is
 * more than 5 px away (domain scrollArrows, widgets §9); they float over the strip and mirror in
 * right-to-left pages, where "next" scrolls towards the left.
 */
export function HomepageBanner({ plans, step = `${DEFAULT_STEP_PERCENT}%` }: HomepageBannerProps) {
  const t = useTranslations('marketingBanners');
  const { locale } = useSite();
  const rtl = localeDirection(locale) === 'rtl';
  const strip = useRef<HTMLUListElement>(null);
  const [arrows, setArrows] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    const next = scrollArrows({
      offset: element.scrollLeft,
      contentWidth: element.scrollWidth,
      viewWidth: element.clientWidth,
    });
    setArrows((shown) => (shown.start === next.start && shown.end === next.end ? shown : next));
  }, []);

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resized?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      resized?.disconnect();
    };
  }, [measure, plans]);

  if (plans.length === 0) return null;

  const scroll = (towards: 'start' | 'end') => {
    const element = strip.current;
    if (!element) return;
    const distance = percentStepPx(parsePercentStep(step) ?? DEFAULT_STEP_PERCENT, element.clientWidth);
    // Right to left, the end is on the left: scrollLeft grows negative towards it.
    const left = (towards === 'end' ? distance : -distance) * (rtl ? -1 : 1);
    if (typeof element.scrollBy === 'function') element.scrollBy({ left, behavior: 'smooth' });
    else element.scrollLeft += left;
  };

  return (
    <section className="homepage-banner" aria-label={t('homepageLabel')} data-testid="homepage-banner">
      <ul className="homepage-banner__strip" ref={strip}>
        {plans.map((plan) => (
          <HomepageBannerItem key={plan.planId} plan={plan} />
        ))}
      </ul>
      {arrows.start ? (
        <button
          type="button"
          className="homepage-banner__arrow homepage-banner__arrow--start"
          aria-label={t('previous')}
          onClick={() => scroll('start')}
        >
          <span aria-hidden="true">‹</span>
        </button>
      ) : null}
      {arrows.end ? (
        <button
          type="button"
          className="homepage-banner__arrow homepage-banner__arrow--end"
          aria-label={t('next')}
          onClick={() => scroll('end')}
        >
          <span aria-hidden="true">›</span>
        </button>
      ) : null}
    </section>
  );
}

function HomepageBannerItem({ plan }: { plan: BannerPlan }) {
  const item = useRef<HTMLLIElement>(null);
  useBannerView(item, 'homepage', plan);
  return (
    <li className="homepage-banner__item" ref={item} data-plan-id={plan.planId}>
      <BannerLink banner="homepage" plan={plan} path={plan.path} className="homepage-banner__card">
        <BannerPicture plan={plan} className="homepage-banner__picture" />
        <span className="homepage-banner__text">
          <span className="homepage-banner__title">{plan.title}</span>
          {plan.content ? <span className="homepage-banner__content">{plan.content}</span> : null}
        </span>
      </BannerLink>
    </li>
  );
}
