import './chatroom.css';
import { useTranslations } from '../../i18n';
import { useSite } from '../site';

/**
 * The /groupchat/chatroom and /groupchat/call_service pages (shell §2): the chatroom itself is the
 * frame's floating window, which these paths open (on the lobby, or the account's support room:
 * chatroomRequestOf); the page says so, and where the chatroom is not offered (shell §4 "Never
 * opened on phone-like devices, windows narrower than 768px"), says where it is.
 */
export function ChatroomPage({ room }: { room: 'lobby' | 'support' }) {
  const t = useTranslations('chatroom.page');
  const { site } = useSite();
  return (
    <main className="page chatroom-page" id="main">
      <h1>{room === 'support' ? t('supportTitle') : t('lobbyTitle')}</h1>
      <p>{room === 'support' ? t('supportText') : t('lobbyText')}</p>
      {/* shell §3 site config "chatroom ... flags": the regional sites have it off. */}
      <p>{site.chatroom ? t('desktopOnly') : t('notOffered')}</p>
    </main>
  );
}
