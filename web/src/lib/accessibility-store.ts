import { useSyncExternalStore } from 'react';
import { ACCESSIBILITY_STORAGE_KEY, classesFor, defaultPreferences, parseStoredPreferences, type AccessibilityPreferences } from './accessibility-preferences';

// ── One store for the preferences: localStorage, <html> classes, subscribers ─

const media = (query: string) => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

export const deviceDefaults = (): AccessibilityPreferences =>
  defaultPreferences({
    prefersReducedMotion: media('(prefers-reduced-motion: reduce)'),
    prefersMoreContrast: media('(prefers-contrast: more)') || media('(forced-colors: active)'),
  });

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(ACCESSIBILITY_STORAGE_KEY);
  } catch {
    return null;
  }
}

let current: AccessibilityPreferences | null = null;
const listeners = new Set<() => void>();

export function getAccessibilityPreferences(): AccessibilityPreferences {
  current ??= parseStoredPreferences(readStorage(), deviceDefaults());
  return current;
}

export function applyToDocument(p: AccessibilityPreferences, root: HTMLElement = document.documentElement): void {
  const { add, remove } = classesFor(p);
  root.classList.remove(...remove);
  root.classList.add(...add);
}

export function setAccessibilityPreferences(next: AccessibilityPreferences): void {
  current = next;
  try {
    window.localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or storage full: the settings still apply to this page.
  }
  applyToDocument(next);
  listeners.forEach((listener) => listener());
}

/** Forgets the stored choices and goes back to what the device says. */
export function resetAccessibilityPreferences(): void {
  try {
    window.localStorage.removeItem(ACCESSIBILITY_STORAGE_KEY);
  } catch {
    // ignore
  }
  current = deviceDefaults();
  applyToDocument(current);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useAccessibilityPreferences(): AccessibilityPreferences {
  return useSyncExternalStore(subscribe, getAccessibilityPreferences, getAccessibilityPreferences);
}

/** Before the first render: apply the classes, and follow changes from other tabs. */
export function initAccessibilityPreferences(): void {
  applyToDocument(getAccessibilityPreferences());
  window.addEventListener('storage', (event) => {
    if (event.key !== ACCESSIBILITY_STORAGE_KEY && event.key !== null) return;
    current = parseStoredPreferences(readStorage(), deviceDefaults());
    applyToDocument(current);
    listeners.forEach((listener) => listener());
  });
}
