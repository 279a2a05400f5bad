import {
  IS_PHONE_COOKIE,
  isPhoneLikeDevice,
  VIP_POPUP_AUTO_HIDE_MS,
  vipBenefitBlocks,
  type VipPopupType,
} from '@meridian/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslations } from '../../i18n';
import { readCookie } from '../../shell/cookies';
import type { ModalBodyProps } from '../../shell/modals';
import { usePageHref } from '../../shell/site';
import { Dialog } from '../../ui/dialog';
import { sameOriginPath, VIP_FALLBACK_PATH } from './vip-link';
import './marketing-popups.css';

/** widgets §3 "vip_popup_type (VIP_EXPIRED, VIP_INACTIVE, VIP_UPGRADED)": the headline style and its line. */
const HEADLINE_OF_TYPE: Readonly<Record<VipPopupType, 'expired' | 'inactive' | 'upgraded'>> = {
  VIP_EXPIRED: 'expired',
  VIP_INACTIVE: 'inactive',
  VIP_UPGRADED: 'upgraded',
};

/** The shared phone-like-device rule (domain isPhoneLikeDevice), read in the browser where the body renders. */
function onPhone(): boolean {
  return isPhoneLikeDevice({
    isPhoneCookie: readCookie(document.cookie, IS_PHONE_COOKIE),
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    portrait:
      typeof window.matchMedia === 'function' ? window.matchMedia('(orientation: portrait)').matches : undefined,
  });
}

/**
 * widgets §2 VIP pop-up: the plan's headline (styled by its type), text, image ("img", "img_h5" on
 * phones), benefit blocks 1..3 with content, and its button (button_copywriting) to the plan's url.
 * widgets §4 "hides automatically after 10 seconds or on close" (widgets §9 "VIP pop-up auto-hide:
 * 10 seconds"): the timer starts when it is on the page and is cleared when it leaves.
 */
export default function VipPopupDialog({ props: { plan }, onClose }: ModalBodyProps<'vip-popup'>) {
  const t = useTranslations('marketingPopups');
  const pageHref = usePageHref();
  useEffect(() => {
    const timer = setTimeout(onClose, VIP_POPUP_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [onClose]);

  const headline = plan.vip_popup_type ? HEADLINE_OF_TYPE[plan.vip_popup_type] : null;
  const image = (onPhone() ? plan.img_h5 || plan.img : plan.img || plan.img_h5).trim();
  const benefits = vipBenefitBlocks(plan);
  const href =
    pageHref(sameOriginPath(plan.url, window.location.origin) ?? VIP_FALLBACK_PATH) ?? pageHref(VIP_FALLBACK_PATH);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={plan.title || plan.plan_name || t('vip.title')}
      description={plan.content || undefined}
      closeLabel={t('close')}
      className={headline ? `vip-popup vip-popup--${headline}` : 'vip-popup'}
      testId="vip-popup"
    >
      {headline ? <p className="vip-popup__headline">{t(`vip.${headline}`)}</p> : null}
      {image ? <img className="vip-popup__image" src={image} alt="" /> : null}
      {benefits.length > 0 ? (
        <section className="vip-popup__benefits" aria-label={plan.benefit_title || t('vip.benefits')}>
          {plan.benefit_title ? <h3 className="vip-popup__benefits-title">{plan.benefit_title}</h3> : null}
          <ul>
            {benefits.map((block) => (
              <li key={block.index} className="vip-popup__benefit" data-benefit={block.index}>
                {block.img ? <img src={block.img} alt="" className="vip-popup__benefit-img" /> : null}
                <span>{block.content}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {href ? (
        <div className="ui-dialog__actions">
          <Link to={href} className="button vip-popup__button" onClick={onClose}>
            {plan.button_copywriting || t('vip.more')}
          </Link>
        </div>
      ) : null}
    </Dialog>
  );
}
