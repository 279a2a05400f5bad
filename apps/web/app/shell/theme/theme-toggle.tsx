import { Moon, Sun } from 'lucide-react';
import { useTranslations } from '../../i18n';
import { useTheme } from './theme-context';

/** Light/dark switch; the label says what pressing it does, the icon shows where it goes. */
export function ThemeToggle() {
  const t = useTranslations('common.theme');
  const { theme, setTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const Icon = next === 'dark' ? Moon : Sun;
  return (
    <button
      type="button"
      className="icon-button"
      data-testid="theme-toggle"
      aria-label={next === 'dark' ? t('toDark') : t('toLight')}
      title={next === 'dark' ? t('toDark') : t('toLight')}
      onClick={() => setTheme(next)}
    >
      <Icon aria-hidden="true" size={18} />
    </button>
  );
}
