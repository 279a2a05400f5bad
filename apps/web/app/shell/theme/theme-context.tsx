import { PREFERENCE_COOKIE_MAX_AGE_S, type RiseColor, THEME_COOKIE, type ThemeName } from '@meridian/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { writeBrowserCookie } from '../cookies';

interface ThemeState {
  theme: ThemeName;
  rise: RiseColor;
  setTheme(theme: ThemeName): void;
}

const ThemeContext = createContext<ThemeState>({ theme: 'light', rise: 'green-up', setTheme: () => undefined });

/**
 * The theme chosen on the server from the `dark` cookie (so the first paint is right, no flash),
 * and switched in the browser without a reload: the cookie is rewritten for the next request.
 */
export function ThemeProvider({
  initial,
  rise,
  children,
}: {
  initial: ThemeName;
  rise: RiseColor;
  children: ReactNode;
}) {
  const [theme, setThemeState] = useState(initial);
  const setTheme = useCallback((next: ThemeName) => {
    writeBrowserCookie(THEME_COOKIE, next === 'dark' ? '1' : '0', PREFERENCE_COOKIE_MAX_AGE_S);
    setThemeState(next);
  }, []);
  const value = useMemo(() => ({ theme, rise, setTheme }), [theme, rise, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  return useContext(ThemeContext);
}

/** Classes for `<body>`: the theme and the rise colour (shell §4 "applied as a body class"). */
export function bodyClassName(theme: ThemeName, rise: RiseColor): string {
  return `theme-${theme} ${rise}`;
}
