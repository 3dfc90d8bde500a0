import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { chooseTheme, THEME_STORAGE_KEY, type Theme } from "./choose-theme";
import { rememberedOrganiserThemeAt } from "./organiser-theme-memory";

const DARK_QUERY = "(prefers-color-scheme: dark)";

interface ThemeContextValue {
  readonly theme: Theme;
  readonly setTheme: (theme: Theme) => void;
  /**
   * The page's organiser theme (the watch page's watch decorate), shown while the viewer has not
   * chosen their own; null when the page leaves. Not stored.
   */
  readonly setOrganiserTheme: (theme: Theme | null) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readStored(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The organiser theme index.html's pre-paint script chose for this address (a watch page seen before), so the app starts where the first paint was. */
function rememberedAtStart(): Theme | null {
  try {
    return rememberedOrganiserThemeAt(window.localStorage, window.location.pathname);
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

export interface ThemeProviderProps {
  /** A fixed theme (Storybook); otherwise stored choice, else prefers-color-scheme. */
  readonly theme?: Theme;
  /** Sets `data-theme` on <html> (default). */
  readonly applyToDocument?: boolean;
  readonly children?: ReactNode;
}

/**
 * The light or dark theme (chooseTheme): the viewer's stored choice, else the page's organiser
 * theme (set by the watch page; at start the one remembered for the address, as the pre-paint
 * script chose), else the system preference (followed live while the viewer has not chosen).
 * Written to `<html data-theme>`, where tokens.css picks it up.
 */
export function ThemeProvider({ theme: given, applyToDocument = true, children }: ThemeProviderProps) {
  const [stored, setStored] = useState<string | null>(readStored);
  const [systemDark, setSystemDark] = useState<boolean>(systemPrefersDark);
  const [organiser, setOrganiserTheme] = useState<Theme | null>(() =>
    given === undefined && applyToDocument ? rememberedAtStart() : null,
  );
  const theme = given ?? chooseTheme(stored, systemDark, organiser);

  useEffect(() => {
    if (given !== undefined || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(DARK_QUERY);
    const follow = () => {
      setSystemDark(query.matches);
    };
    query.addEventListener("change", follow);
    return () => {
      query.removeEventListener("change", follow);
    };
  }, [given]);

  useLayoutEffect(() => {
    if (applyToDocument) document.documentElement.dataset.theme = theme;
  }, [theme, applyToDocument]);

  const setTheme = useCallback((next: Theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // not stored: the choice lasts for this page only
    }
    setStored(next);
  }, []);

  const value = useMemo(() => ({ theme, setTheme, setOrganiserTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme in use and a setter that remembers the viewer's choice. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (value === null) throw new Error("useTheme needs a <ThemeProvider> above it");
  return value;
}
