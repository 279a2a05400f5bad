import { REQUEST_ERROR_MESSAGE } from '@meridian/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { useFrameChannel } from '../frames';
import { useToast } from '../../ui';
import {
  type RegistrationMessage,
  type RegistrationOptions,
  type RegistrationView,
  registrationEntryUrl,
  registrationProtocol,
} from './registration-protocol';

interface Props {
  options: RegistrationOptions;
  /** The frame's accessible name. */
  title: string;
  /** Shown over the frame until the micro-app has drawn itself. */
  loadingLabel: string;
  onView?: (view: RegistrationView) => void;
  onSignedIn: () => void;
  onClose?: () => void;
}

/** The CSS variable the frame's height comes from (registration.css starts it at room for the log-in form). */
const HEIGHT_VARIABLE = '--registration-frame-height';

/**
 * The registration micro-app in a same-origin frame of its static entry page. Nothing of it is
 * fetched before this renders (the shell renders it only once the visitor asks), and the frame
 * grows to the height the micro-app reports, so it never scrolls inside the dialog.
 */
export function RegistrationFrame({ options, title, loadingLabel, onView, onSignedIn, onClose }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const toast = useToast();
  useFrameChannel(registrationProtocol, frame, {
    onMessage: (message: RegistrationMessage) => {
      switch (message.type) {
        case 'resize':
          setHeight(message.height);
          break;
        case 'view':
          onView?.(message.view);
          break;
        case 'signed-in':
          onSignedIn();
          break;
        case 'close':
          onClose?.();
          break;
        case 'request-error':
          toast.show(REQUEST_ERROR_MESSAGE);
          break;
      }
    },
    // The frame may have loaded (and spoken) before this page hydrated: ask it to repeat.
    onOpen: (channel) => channel.send({ type: 'sync' }),
  });
  // Set through the CSSOM, not a style attribute: the page CSP (no 'unsafe-inline' in style-src)
  // refuses style attributes in server-rendered HTML, but not what script sets on element.style.
  useLayoutEffect(() => {
    if (height !== null) frame.current?.style.setProperty(HEIGHT_VARIABLE, `${height}px`);
  }, [height]);
  return (
    <div className="registration-frame" data-ready={height !== null}>
      {height === null ? (
        <p className="registration-frame__loading" role="status">
          {loadingLabel}
        </p>
      ) : null}
      <iframe
        ref={frame}
        src={registrationEntryUrl(options)}
        title={title}
        className="registration-frame__iframe"
        data-testid="registration-frame"
      />
    </div>
  );
}
