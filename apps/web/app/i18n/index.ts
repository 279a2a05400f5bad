import './types';

export { useFormatter, useLocale, useTranslations } from 'use-intl';
export { I18nProvider, RouteMessages } from './i18n-provider';
export { translationDebugMode, withTranslationKeys, type TranslationDebugMode } from './debug';
export type { Messages } from './types';
