import { useTranslations } from 'use-intl';
import { useTheme } from './theme-context';

/** Light/dark switch; the label says what pressing it does. */
export function ThemeToggle() {
  const t = useTranslations('common.theme');
  const { theme, setTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      data-testid="theme-toggle"
      aria-label={next === 'dark' ? t('toDark') : t('toLight')}
      title={next === 'dark' ? t('toDark') : t('toLight')}
      onClick={() => setTheme(next)}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
