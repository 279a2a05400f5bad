import { defaultAlphaUserPlans, getAlphaUserPlans } from '@meridian/contracts';
import {
  ALPHA_BANNER_CLOSED_AT_KEY,
  ALPHA_BANNER_ROTATION_KEY,
  ALPHA_FETCH_MIN_INTERVAL_MS,
  ALPHA_SPREAD_SCENE,
  alphaBannerClosed,
  localeDirection,
  MARKETING_RESOURCE_TYPES,
  mayFetchAlpha,
  nextAlphaCardIndex,
  orderAlphaCards,
  parseAlphaRotation,
  parseStoredTime,
  recordAlphaCard,
} from '@meridian/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
import { defaultSetTimer, type SetTimer, useBrowserClients } from '../../shell/http';
import { useSite } from '../../shell/site';
import { readStored, writeStored } from './banner-memory';
import { type AlphaCardView, alphaCardOf } from './banner-plans';
import { BannerLink } from './banner-parts';
import { useBannerView } from './use-banner-view';
import './marketing-banners.css';

/** A coin symbol as the call takes it (contracts alphaUserPlansQuery). */
const CURRENCY = /^[A-Z0-9]{1,20}$/;

/** When the last alpha fetch of the page started: one guard for the page, whichever card asks. */
export interface AlphaFetchGuard {
  lastFetchAt: number | undefined;
}

/**
 * The page's guard: the trade page mounts a new card per market (its panel is keyed by the pair),
 * so a guard per card would let a quick run of market switches fetch once each.
 */
const pageGuard: AlphaFetchGuard = { lastFetchAt: undefined };

export interface AlphaBannerCardProps {
  /** The coin of the page's market (the base currency), whose cards are shown. */
  currency: string;
  /** The clock (ms since the epoch). */
  now?: () => number;
  /** Waits for the fetch guard. */
  setTimer?: SetTimer;
  /** The fetch guard (the page's by default). */
  fetchGuard?: AlphaFetchGuard;
}

/**
 * The alpha banner card (widgets §2, §4; resource type 5) of the trade page's order area: one card
 * of get-user-plans (spread_scene alpha_place_order_web) for the currency, the cards taking turns
 * (by sort) on each showing, the turn remembered per currency in localStorage. Closing it hides it
 * for 24 hours; fetches are at most one a second (a fetch asked sooner waits its turn, and only the
 * latest currency is fetched then). A failed call shows nothing (widgets §8).
 *
 * Its box is always rendered with the card's fixed size, server HTML included, so a card arriving
 * (or closed) never moves the order form or what follows it (no layout shift).
 */
export function AlphaBannerCard({
  currency,
  now = Date.now,
  setTimer = defaultSetTimer,
  fetchGuard = pageGuard,
}: AlphaBannerCardProps) {
  const t = useTranslations('marketingBanners');
  const clients = useBrowserClients();
  const { locale } = useSite();
  const rtl = localeDirection(locale) === 'rtl';
  const [card, setCard] = useState<AlphaCardView | null>(null);
  const box = useRef<HTMLElement>(null);
  useBannerView(box, 'alpha', card ? { planId: card.id, planName: card.planName } : null, { now });

  useEffect(() => {
    const asked = currency.trim().toUpperCase();
    setCard(null);
    if (!CURRENCY.test(asked)) return;
    // widgets §4 "Hidden for 24 hours after manual close": not even asked for meanwhile.
    if (alphaBannerClosed(parseStoredTime(readStored('localStorage', ALPHA_BANNER_CLOSED_AT_KEY)), now())) return;
    let live = true;
    const fetchCards = () => {
      fetchGuard.lastFetchAt = now();
      void clients
        .get(getAlphaUserPlans, () => defaultAlphaUserPlans(asked), {
          silent: true,
          query: {
            spread_scene: ALPHA_SPREAD_SCENE,
            resource_type: String(MARKETING_RESOURCE_TYPES.alphaBanner),
            currency: asked,
            locale: locale.code,
          },
        })
        .then((answer) => {
          if (!live) return;
          const cards = orderAlphaCards(answer.card);
          // widgets §3 "the response also carries currency": the turn is kept under it.
          const turnOf = answer.currency.trim() || asked;
          const rotation = parseAlphaRotation(readStored('localStorage', ALPHA_BANNER_ROTATION_KEY));
          const index = nextAlphaCardIndex(rotation, turnOf, cards.length);
          const shown = index === null ? undefined : cards[index];
          if (index === null || !shown) return;
          writeStored(
            'localStorage',
            ALPHA_BANNER_ROTATION_KEY,
            JSON.stringify(recordAlphaCard(rotation, turnOf, index)),
          );
          setCard(alphaCardOf(shown));
        });
    };
    const at = now();
    const last = fetchGuard.lastFetchAt;
    // widgets §4 "Fetches are guarded to at most one per second".
    let cancel: (() => void) | undefined;
    if (mayFetchAlpha(last, at)) fetchCards();
    else cancel = setTimer(fetchCards, ALPHA_FETCH_MIN_INTERVAL_MS - (at - (last ?? at)));
    return () => {
      live = false;
      cancel?.();
    };
  }, [currency, clients, locale.code, now, setTimer, fetchGuard]);

  const close = () => {
    writeStored('localStorage', ALPHA_BANNER_CLOSED_AT_KEY, String(now()));
    setCard(null);
  };

  const picture = card?.kind === 'picture' ? ((rtl ? card.imgV2 : null) ?? card.img) : null;
  return (
    <div className="alpha-banner-slot" data-testid="alpha-banner-slot">
      {card ? (
        <aside
          ref={box}
          className={`alpha-banner alpha-banner--${card.kind}`}
          aria-label={t('alphaLabel')}
          data-testid="alpha-banner"
          data-card-id={card.id}
        >
          {picture ? <img className="alpha-banner__picture" src={picture} alt="" decoding="async" /> : null}
          <BannerLink
            banner="alpha"
            plan={{ planId: card.id, planName: card.planName }}
            path={card.path}
            className="alpha-banner__title"
          >
            {card.title}
          </BannerLink>
          <button type="button" className="alpha-banner__close" aria-label={t('closeAlpha')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </aside>
      ) : null}
    </div>
  );
}
