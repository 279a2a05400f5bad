import { requireAccountCookies } from '../features/account-area/index.server';
import { pageMeta } from '../features/seo';
import { createTranslator } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import { ChatroomPage } from '../shell/chatroom';
import type { Route } from './+types/groupchat-call-service';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    root: rootDataOf(matches),
    location,
    title: loaderData?.title ?? '',
    description: loaderData?.description ?? '',
  });

/**
 * shell §2 "/groupchat/call_service": the logged-in user's support room, opened in the frame's
 * chatroom window by this path (domain chatroomRequestOf). A visitor is sent to log in first, with
 * this page to come back to (as the /myaccount pages do).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAccountCookies(request, context.locale.prefix);
  const { messages } = routeMessages({ request, context }, ['chatroom']);
  const t = createTranslator({ locale: context.locale.htmlLang, messages, namespace: 'chatroom.page' });
  return { title: t('supportTitle'), description: t('supportText') };
}

export default function GroupchatCallService() {
  return <ChatroomPage room="support" />;
}
