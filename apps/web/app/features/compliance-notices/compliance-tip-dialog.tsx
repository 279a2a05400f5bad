import { type ComplianceTextLink, isComingPage, localizePath } from '@meridian/domain';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from '../../i18n';
import type { ModalBodyProps } from '../../shell/modals';
import { useSite } from '../../shell/site';
import { Dialog } from '../../ui/dialog';

/** An app path (a locale prefix is added) or an absolute URL, as the tips' routers and links are. */
function useHref(): (target: string) => string {
  const { locale } = useSite();
  return (target) => (target.startsWith('/') ? localizePath(locale.prefix, target) : target);
}

/**
 * The tip's text with its `text_link` list applied (widgets §3 "text_link list (key, link)"): the
 * first occurrence of each key in the text becomes a link to its address.
 */
export function LinkedText({ text, links }: { text: string; links: readonly ComplianceTextLink[] }): ReactNode {
  const href = useHref();
  let parts: ReactNode[] = [text];
  links.forEach(({ key, link }, index) => {
    if (!key || !link) return;
    let done = false;
    parts = parts.flatMap((part): ReactNode[] => {
      if (done || typeof part !== 'string') return [part];
      const at = part.indexOf(key);
      if (at < 0) return [part];
      done = true;
      return [
        part.slice(0, at),
        <a key={`link-${index}`} href={href(link)}>
          {key}
        </a>,
        part.slice(at + key.length),
      ];
    });
  });
  return parts;
}

/**
 * widgets §4 Compliance modal: the tip's title and text, its cancel and primary buttons; "The
 * primary button goes to the router address if given, then closes" (a page not built yet is not
 * gone to: issue 8). Escape and the close button close it too.
 */
export default function ComplianceTipDialog({ props: { tip, onShown }, onClose }: ModalBodyProps<'compliance-tip'>) {
  const t = useTranslations('compliance.bars');
  const navigate = useNavigate();
  const href = useHref();
  const router = tip.ok_button_router;
  // "Opening records the count": once, when it is on the page.
  useEffect(onShown, [onShown]);
  const primary = () => {
    onClose();
    if (!router) return;
    if (/^https?:\/\//.test(router)) window.location.assign(router);
    else if (router.startsWith('/') && !isComingPage(router)) void navigate(href(router));
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={tip.title}
      closeLabel={t('close')}
      testId="compliance-tip"
    >
      <p className="ui-dialog__description">
        <LinkedText text={tip.content} links={tip.text_link} />
      </p>
      <div className="ui-dialog__actions">
        {tip.cancel_button ? (
          <button type="button" className="button button--outline" onClick={onClose}>
            {tip.cancel_button}
          </button>
        ) : null}
        <button type="button" className="button" onClick={primary} data-testid="compliance-tip-ok">
          {tip.ok_button || t('close')}
        </button>
      </div>
    </Dialog>
  );
}
