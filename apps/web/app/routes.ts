import { type RouteConfig, index, route } from '@react-router/dev/routes';

// shell §2 "Language prefixes": every page lives under the optional locale prefix that the
// server resolved for the host (server/app.ts); the locale layout answers 404 for any other.
export default [
  // Per-site SEO files (no locale prefix).
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // Development only: the messages the API keeps when it sends none (404 when it sends them).
  route('dev/outbox', 'routes/dev-outbox.tsx'),
  route(':lang?', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    // shell §2 "Legal and site pages per region"; which of these a site has comes from its docs.
    route('user-agreement', 'routes/legal.tsx', { id: 'legal-user-agreement' }),
    route('privacy-policy', 'routes/legal.tsx', { id: 'legal-privacy-policy' }),
    route('legal/:document', 'routes/legal.tsx', { id: 'legal-document' }),
    route('about-us', 'routes/about.tsx'),
    route('page/contacts', 'routes/contacts.tsx'),
    route('fee', 'routes/fee.tsx'),
    // shell §2 "/price/": the markets page (the header's Markets link).
    route('price', 'routes/markets.tsx'),
    // shell §2 "/trade/{base}_{quote} (tab=isolated_margin for margin)".
    route('trade/:pair', 'routes/trade.tsx'),
    // shell §2 "/futures/{closeUnit}/{contract}": USDT perpetuals (decision 0040).
    route('futures/:closeUnit/:contract', 'routes/futures.tsx'),
    // shell §2 "App download page is /appdownload; Turkey uses /mobileapp."
    route('appdownload', 'routes/app-download.tsx', { id: 'app-download' }),
    route('mobileapp', 'routes/app-download.tsx', { id: 'mobile-app' }),
    route('state_compliance_tips', 'routes/state-compliance-tips.tsx'),
    // Issue 14: the member's invite link, QR code and invited count (decision 0052).
    route('referral', 'routes/referral.tsx'),
    route('rewards_hub', 'routes/rewards-hub.tsx'),
    route('competition/center', 'routes/competition-center.tsx'),
    // Issue 15: Simple Earn products (shell §2 "/simple-earn (product_id, product_type_tag, asset, coin)").
    route('simple-earn', 'routes/simple-earn.tsx'),
    // Issue 15 item 2: shell §2 "/campaigns (app-download rewards page)".
    route('campaigns', 'routes/campaigns.tsx'),
    // shell §2 "/login, /signup (query ch, ref_uid)": the registration micro-app as a page.
    route('login', 'routes/login.tsx'),
    route('signup', 'routes/signup.tsx'),
    // The links of the sign-up and password-reset messages (apps/api message-links).
    route('verify-email', 'routes/verify-email.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    // Issue 16: the account area, logged-in users only (a visitor is sent to log in); the side menu
    // frames its pages. Deposit, withdraw, tickets, fund password and sub-accounts follow.
    route('myaccount', 'routes/myaccount-layout.tsx', [
      index('routes/myaccount-overview.tsx'),
      route('kyc_home', 'routes/myaccount-kyc-home.tsx'),
      route('security', 'routes/myaccount-security.tsx'),
      // Issue 16 item 5: the deposit page; without a coin (and in lower case) sent to USDT's (upper case).
      route('deposit/:currency', 'routes/myaccount-deposit.tsx'),
      route('deposit', 'routes/myaccount-deposit.tsx', { id: 'myaccount-deposit-default' }),
      // Issue 16 items 2 and 5: the withdraw page; without a coin USDT's (shell §2 account routes).
      route('withdraw/:currency', 'routes/myaccount-withdraw.tsx'),
      route('withdraw', 'routes/myaccount-withdraw.tsx', { id: 'myaccount-withdraw-default' }),
      route('fundpass_setup', 'routes/myaccount-fundpass-setup.tsx'),
      // shell §6 the withdraw-only notice's "Create a ticket" leads here.
      route('tickets', 'routes/myaccount-tickets.tsx'),
      // Issue 16 item 3: a master's sub-accounts, and its transfers with them.
      route('profile/sub-account-manage', 'routes/myaccount-sub-accounts.tsx'),
      // Issue 16 item 5: deposit codes (widgets §1 "gate code"), and two-factor authentication.
      route('deposit_gatecode', 'routes/myaccount-deposit-gatecode.tsx'),
      route('totp', 'routes/myaccount-totp.tsx'),
    ]),
    // Issue 16 item 9: shell §2 "/groupchat/chatroom, /groupchat/call_service" open the chatroom
    // window on the lobby and on the account's support room (a visitor logs in first).
    route('groupchat/chatroom', 'routes/groupchat-chatroom.tsx'),
    route('groupchat/call_service', 'routes/groupchat-call-service.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
