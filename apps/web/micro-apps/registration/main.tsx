// Must stay the first import: it sets zod up for the site's CSP before any schema is built.
import '../../app/shell/frames/client';
import { isRightToLeft, MAIN_SITE, siteById } from '@meridian/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '../../app/i18n';
import { readRegistrationQuery } from '../../app/shell/registration/client';
import '../../app/shell/theme/client';
import { languageOf, loadAccountMessages } from './catalog';
import { RegistrationApp } from './registration-app';
import { RequestClients } from './request-clients';
import { openShellLink } from './shell-link';
import './registration.css';

// The page that framed us passed everything in the query (shell/registration registration-protocol).
const query = readRegistrationQuery(window.location.search);
const lang = languageOf(query.lang);
const site = siteById(query.site) ?? MAIN_SITE;

// Set before the first paint: the page's theme (shell §4 "theme light or dark") and direction.
document.documentElement.lang = lang;
document.documentElement.dir = isRightToLeft(lang) ? 'rtl' : 'ltr';
document.body.className = `theme-${query.theme}`;

const container = document.getElementById('registration');
if (!container) throw new Error('registration: #registration is missing from index.html');

// Its own small catalog (it cannot use the page's loader data): the `account` namespace only.
const messages = await loadAccountMessages(lang);
// Listening from the start, for the whole life of the page.
const link = openShellLink();

createRoot(container).render(
  <StrictMode>
    <I18nProvider locale={lang} messages={{ account: messages }}>
      <RequestClients siteId={site.id} link={link}>
        <RegistrationApp query={query} site={site} link={link} />
      </RequestClients>
    </I18nProvider>
  </StrictMode>,
);
