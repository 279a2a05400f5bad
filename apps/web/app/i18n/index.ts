import './types';

// The only door to the translation library (lint: no-restricted-imports): the rest of the app and
// the micro-apps take these, so the library can be swapped or wrapped in one place.
export { createTranslator, useFormatter, useLocale, useTranslations } from 'use-intl';
export { I18nProvider, RouteMessages } from './i18n-provider';
export { translationDebugMode, withTranslationKeys, type TranslationDebugMode } from './debug';
export type { Messages } from './types';
