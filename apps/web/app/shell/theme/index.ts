export { bodyClassName, ThemeProvider, useTheme } from './theme-context';
export { ThemeToggle } from './theme-toggle';
