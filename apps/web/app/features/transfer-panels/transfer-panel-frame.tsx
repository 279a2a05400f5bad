import { REQUEST_ERROR_MESSAGE } from '@meridian/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { type FrameChannel, useFrameChannel } from '../../shell/frames';
import { useModals } from '../../shell/modals';
import {
  type TransferPanelMessage,
  type TransferPanelName,
  type TransferPanelPageMessage,
  type TransferPanelProps,
  transferPanelEntryUrl,
  transferPanelsProtocol,
} from '../../shell/transfer-panels';
// The file, not ui's index, which would bring every primitive's stylesheet with this chunk.
import { useToast } from '../../ui/toast';
import type { PanelLog } from './panel-log';
import './transfer-panels.css';

interface Props {
  name: TransferPanelName;
  props: TransferPanelProps;
  /** The frame's accessible name. */
  title: string;
  /** Shown over the frame until the panel has drawn itself. */
  loadingLabel: string;
  fundPasswordTitle: string;
  refreshKey?: string | number | undefined;
  log: PanelLog;
}

/** The CSS variable the frame's height comes from (transfer-panels.css starts it at room for the form). */
const HEIGHT_VARIABLE = '--transfer-panel-height';

/**
 * How long the page waits for the panel to say whether it took a fund password (its transfer is
 * one request on the 20 s client): past it the modal closes, and the panel shows its own outcome.
 */
const FUND_PASSWORD_ANSWER_MS = 25_000;

/**
 * A transfer panel in a same-origin frame of its entry page. The query carries the first props;
 * later changes go over the frame channel, so the frame is never reloaded for them. The panel
 * tells the page its height, that a transfer was made (the page reads its data again), that a
 * request failed (shown in the page's toast region), and when the API asks for the fund password
 * (the registry's 'fund-password' modal opens over the page; its password goes back to the panel,
 * which retries the same attempt and says whether the password was taken).
 */
export default function TransferPanelFrame({
  name,
  props,
  title,
  loadingLabel,
  fundPasswordTitle,
  refreshKey,
  log,
}: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const channel = useRef<FrameChannel<TransferPanelPageMessage> | null>(null);
  // The first props only: a new src would reload the frame (widgets §4 wants an update instead).
  const [src] = useState(() => transferPanelEntryUrl(name, props));
  const [height, setHeight] = useState<number | null>(null);
  const latest = useRef(props);
  const revalidator = useRevalidator();
  const { open } = useModals();
  const toast = useToast();
  // The fund-password questions waiting for the panel's answer, by their id.
  const waiting = useRef(new Map<string, { accept: () => void; refuse: () => void }>());

  const send = (message: TransferPanelPageMessage) => channel.current?.send(message);

  const askFundPassword = (ask: string) =>
    open('fund-password', {
      title: fundPasswordTitle,
      onSubmit: (fundpass: string) =>
        new Promise<void>((resolve, reject) => {
          const timer = window.setTimeout(() => settle(resolve), FUND_PASSWORD_ANSWER_MS);
          const settle = (end: () => void) => {
            window.clearTimeout(timer);
            waiting.current.delete(ask);
            end();
          };
          waiting.current.set(ask, {
            accept: () => settle(resolve),
            // The modal stays open for another try (features/fund-password: a rejection keeps it).
            refuse: () => settle(() => reject(new Error('fund password refused'))),
          });
          send({ type: 'fund-password', ask, fundpass });
        }),
    });

  useFrameChannel(transferPanelsProtocol, frame, {
    onMessage: (message: TransferPanelMessage) => {
      switch (message.type) {
        case 'ready':
          // The props may have changed since the query was written.
          send({ type: 'props', props: latest.current });
          break;
        case 'resize':
          setHeight(message.height);
          break;
        case 'transferred':
          void revalidator.revalidate();
          break;
        case 'request-error':
          toast.show(REQUEST_ERROR_MESSAGE);
          break;
        case 'fund-password':
          askFundPassword(message.ask);
          break;
        case 'fund-password-checked': {
          const question = waiting.current.get(message.ask);
          if (message.accepted) question?.accept();
          else question?.refuse();
          break;
        }
      }
    },
    onOpen: (opened) => {
      channel.current = opened;
    },
  });

  // widgets §4 "update on language, theme or limit changes": sent, not reloaded.
  const propsKey = JSON.stringify(props);
  useEffect(() => {
    if (JSON.stringify(latest.current) === propsKey) return;
    latest.current = props;
    send({ type: 'props', props });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sent when the props' values change, not their identity
  }, [propsKey]);

  const firstRefresh = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey === firstRefresh.current) return;
    firstRefresh.current = refreshKey;
    send({ type: 'refresh' });
  }, [refreshKey]);

  // widgets §4 "unmount with the page": the channel closes with the component (useFrameChannel);
  // a question still open is let go, and a failure here is logged only (widgets §8).
  useEffect(() => {
    const questions = waiting.current;
    return () => {
      try {
        for (const question of questions.values()) question.accept();
        questions.clear();
        channel.current = null;
      } catch (error) {
        log(name, 'unmount', error);
      }
    };
  }, [log, name]);

  useLayoutEffect(() => {
    if (height !== null) frame.current?.style.setProperty(HEIGHT_VARIABLE, `${height}px`);
  }, [height]);

  return (
    <div className="transfer-panel-frame" data-ready={height !== null} data-testid={`transfer-panel-${name}`}>
      {height === null ? (
        <p className="transfer-panel-frame__loading" role="status">
          {loadingLabel}
        </p>
      ) : null}
      <iframe ref={frame} src={src} title={title} className="transfer-panel-frame__iframe" />
    </div>
  );
}
