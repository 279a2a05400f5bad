import { pageMeta } from '../features/seo';
import { createTranslator } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import { ChatroomPage } from '../shell/chatroom';
import type { Route } from './+types/groupchat-chatroom';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    root: rootDataOf(matches),
    location,
    title: loaderData?.title ?? '',
    description: loaderData?.description ?? '',
  });

/**
 * shell §2 "/groupchat/chatroom": the page that opens the chatroom on the lobby. The window is the
 * frame's (shell/chatroom), which opens by this path (domain chatroomRequestOf); the page's text is
 * in the `chatroom` namespace every page has.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { messages } = routeMessages({ request, context }, ['chatroom']);
  const t = createTranslator({ locale: context.locale.htmlLang, messages, namespace: 'chatroom.page' });
  return { title: t('lobbyTitle'), description: t('lobbyText') };
}

export default function GroupchatChatroom() {
  return <ChatroomPage room="lobby" />;
}
