// Must stay the first import (see the file).
import '../../app/zod-jitless.client';
import { isRightToLeft, MAIN_SITE, siteById } from '@meridian/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '../../app/i18n';
import '../../app/app.css';
import { readRegistrationQuery } from '../../app/shell/session/registration-protocol';
import { languageOf, loadAccountMessages } from './catalog';
import { RegistrationApp } from './registration-app';
import { RequestClients } from './request-clients';
import './registration.css';

// The page that framed us passed everything in the query (shell/session registration-protocol).
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

createRoot(container).render(
  <StrictMode>
    <I18nProvider locale={lang} messages={{ account: messages }}>
      <RequestClients siteId={site.id}>
        <RegistrationApp query={query} site={site} />
      </RequestClients>
    </I18nProvider>
  </StrictMode>,
);
