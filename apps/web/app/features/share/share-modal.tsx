import { defaultRebateUserInfo, getRebateUserInfo } from '@meridian/contracts';
import {
  chooseShareMethod,
  localeDirection,
  NOT_IN_APP,
  shareLink,
  type ShareWay,
  shareWays,
  withShareDefaults,
} from '@meridian/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import type { ModalBodyProps } from '../../shell/modals';
import { shareImage, type ShareImageInput, useNativeApp } from '../../shell/native';
import { useSession } from '../../shell/session';
import { useSite } from '../../shell/site';
import { Dialog } from '../../ui/dialog';
import { downloadBlob, drawPoster, type Poster } from './poster-canvas';
import './share.css';

/** The file name of a downloaded poster. */
const POSTER_FILE = 'share-poster.png';

type PosterState = { status: 'drawing' } | { status: 'ready'; poster: Poster } | { status: 'failed' };

const hasWebShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The sharer's invite code: the one given, else a logged-in sharer's own (shell §7 rebate/get_user_info
 * kol_code; "failure gives empty values", so no code). Undefined while it is being asked for.
 */
function useRefCode(given: string | undefined, isLogin: boolean): string | null | undefined {
  const clients = useBrowserClients();
  const [fetched, setFetched] = useState<string | null | undefined>(undefined);
  const asks = given === undefined && isLogin;
  useEffect(() => {
    if (!asks) return;
    let live = true;
    void clients.get(getRebateUserInfo, defaultRebateUserInfo, { silent: true }).then((info) => {
      if (live) setFetched(info.kol_code || null);
    });
    return () => {
      live = false;
    };
  }, [asks, clients]);
  if (given !== undefined) return given;
  return asks ? fetched : null;
}

/**
 * The share modal (issue 15; shell §3 props and defaults, shell §5 native share gate): the poster
 * (drawn in the browser: title, text, our picture, the QR code of the link with the sharer's
 * invite code), and the ways to share that `forbiddenWays` leaves: in our app the app's share
 * (shareImageV3 with the poster above the gate, the older share below), elsewhere the browser's
 * share sheet, the poster as a PNG file, and the link copied.
 */
export default function ShareModal({ props: raw, onClose }: ModalBodyProps<'share'>) {
  const t = useTranslations('share');
  const { locale } = useSite();
  const { session } = useSession();
  const app = useNativeApp();
  const props = withShareDefaults({ ...raw, isLogin: raw.isLogin ?? session.status === 'logged-in' });
  const refCode = useRefCode(props.refCode, props.isLogin);
  const link = refCode === undefined ? null : shareLink(props.url, refCode ?? undefined);
  const [webShare] = useState(hasWebShare);
  const context = { app, webShare };
  const ways = shareWays(props.forbiddenWays, context);
  const title = props.title || t('title');
  const direction = localeDirection(locale);

  const [poster, setPoster] = useState<PosterState>({ status: 'drawing' });
  const posterPromise = useRef<Promise<Poster | null> | null>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'copy-failed'>('idle');

  const { aspectRatio, theme, posterContent, imgSrc } = props;
  const caption = t('scanCaption');
  const { width: ratioWidth, height: ratioHeight } = aspectRatio;
  useEffect(() => {
    if (link === null) return;
    let live = true;
    const drawing = drawPoster({
      aspectRatio: { width: ratioWidth, height: ratioHeight },
      theme,
      direction,
      title,
      content: posterContent,
      caption,
      link,
      imgSrc,
    }).then(
      (drawn) => {
        if (live) setPoster({ status: 'ready', poster: drawn });
        return drawn;
      },
      (error: unknown) => {
        console.warn('share poster not drawn', error);
        if (live) setPoster({ status: 'failed' });
        return null;
      },
    );
    posterPromise.current = drawing;
    return () => {
      live = false;
    };
  }, [link, ratioWidth, ratioHeight, theme, direction, title, posterContent, caption, imgSrc]);

  const shareInput = (imageDataUrl?: string): ShareImageInput => ({
    url: link ?? props.url,
    title,
    text: props.shareContent || props.posterContent || title,
    ...(imageDataUrl === undefined ? {} : { imageDataUrl }),
  });

  const copy = async () => {
    if (link === null) return;
    try {
      await navigator.clipboard.writeText(link);
      setStatus('copied');
    } catch {
      setStatus('copy-failed');
    }
  };

  /** shell §5: the new share-image takes the poster, so it waits for it; the older share does not. */
  const shareInApp = async () => {
    const needsPoster = chooseShareMethod(context) === 'shareImageV3';
    const drawn = needsPoster ? await (posterPromise.current ?? Promise.resolve(null)) : null;
    const result = await shareImage(app, shareInput(drawn?.dataUrl));
    if (result === 'fallback') await copy();
  };

  /** The browser's share sheet with the link (shell/native's Web Share step); nothing to share with, a copy. */
  const shareSystem = async () => {
    const result = await shareImage(NOT_IN_APP, shareInput());
    if (result === 'fallback') await copy();
  };

  const download = async () => {
    const drawn = await (posterPromise.current ?? Promise.resolve(null));
    if (drawn) downloadBlob(drawn.blob, POSTER_FILE);
  };

  const actions: Record<ShareWay, { label: string; run: () => Promise<void>; needsPoster: boolean }> = {
    app: { label: t('shareInApp'), run: shareInApp, needsPoster: false },
    system: { label: t('shareSystem'), run: shareSystem, needsPoster: false },
    download: { label: t('download'), run: download, needsPoster: true },
    copy: { label: t('copyLink'), run: copy, needsPoster: false },
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      closeLabel={t('close')}
      className="share-modal"
      testId="share-modal"
    >
      <figure className="share-modal__poster" data-theme={theme === 1 ? 'dark' : 'light'}>
        {poster.status === 'ready' ? (
          <img src={poster.poster.dataUrl} alt={t('poster')} data-testid="share-poster" />
        ) : (
          <p role="status" className="share-modal__poster-status">
            {poster.status === 'failed' ? t('posterFailed') : t('posterDrawing')}
          </p>
        )}
      </figure>
      <label className="share-modal__link-label" htmlFor="share-modal-link">
        {t('linkLabel')}
      </label>
      <input
        id="share-modal-link"
        className="share-modal__link"
        readOnly
        dir="ltr"
        value={link ?? ''}
        data-testid="share-link"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="ui-dialog__actions share-modal__ways" role="group" aria-label={t('ways')}>
        {ways.map((way, index) => {
          const action = actions[way];
          const waiting = link === null || (action.needsPoster && poster.status !== 'ready');
          return (
            <button
              key={way}
              type="button"
              className={index === 0 ? 'button' : 'button button--outline'}
              disabled={waiting}
              onClick={() => void action.run()}
              data-testid={`share-${way}`}
            >
              {action.label}
            </button>
          );
        })}
      </div>
      <p className="share-modal__status" role="status">
        {status === 'copied' ? t('copied') : status === 'copy-failed' ? t('copyFailed') : ''}
      </p>
    </Dialog>
  );
}
