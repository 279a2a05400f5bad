import { type ComplianceTextLink, isComingPage, localizePath } from '@meridian/domain';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSite } from '../../shell/site';

/** An app path (a locale prefix is added) or an absolute URL, as the tips' routers and links are. */
export function useHref(): (target: string) => string {
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
 * Going to a message's router address (widgets §3 `ok_button_router`): an absolute URL by the
 * browser, an app path by the router; a page not built yet is not gone to (issue 8). True when
 * it goes somewhere.
 */
export function useFollowRouter(): (router: string) => boolean {
  const navigate = useNavigate();
  const href = useHref();
  return (router) => {
    if (/^https?:\/\//.test(router)) {
      window.location.assign(router);
      return true;
    }
    if (router.startsWith('/') && !isComingPage(router)) {
      void navigate(href(router));
      return true;
    }
    return false;
  };
}

/** Whether a router address leads anywhere yet (an absolute URL, or a page that is built). */
export function routerLeadsSomewhere(router: string): boolean {
  return /^https?:\/\//.test(router) || (router.startsWith('/') && !isComingPage(router));
}
