import { i18n } from '@/i18n/i18n';
import { QUICK_MODES, classesFor, defaultPreferences, parseStoredPreferences, type AccessibilityPreferences } from './accessibility-preferences';

// Spec sections 3 and 4: device defaults, stored values, the three quick modes.
const plainDevice = defaultPreferences({ prefersReducedMotion: false, prefersMoreContrast: false });

describe('accessibility preferences', () => {
  it('default from the device: motion and contrast detected; keyboard navigation and focus indicators on; the rest off', () => {
    expect(defaultPreferences({ prefersReducedMotion: true, prefersMoreContrast: true })).toEqual({
      reducedMotion: true,
      highContrast: true,
      screenReader: false,
      keyboardNavigation: true,
      focusIndicators: true,
      largeText: false,
      colorBlindAssist: false,
    });
  });

  it('stored values win; malformed storage and unknown keys are ignored', () => {
    expect(parseStoredPreferences('{"largeText":true,"bogus":1,"highContrast":"yes"}', plainDevice)).toEqual({ ...plainDevice, largeText: true });
    expect(parseStoredPreferences('not json', plainDevice)).toEqual(plainDevice);
    expect(parseStoredPreferences(null, plainDevice)).toEqual(plainDevice);
  });

  it('Visual Mode toggles high contrast and large text and turns focus indicators on', () => {
    const off: AccessibilityPreferences = { ...plainDevice, focusIndicators: false };
    const once = QUICK_MODES.visual.apply(off);
    expect(once).toMatchObject({ highContrast: true, largeText: true, focusIndicators: true });
    expect(QUICK_MODES.visual.apply(once)).toMatchObject({ highContrast: false, largeText: false, focusIndicators: true });
    expect(QUICK_MODES.visual.announce(i18n.getFixedT('en', 'common'), once)).toBe('Visual mode applied. High contrast on, large text on, focus indicators on.');
  });

  it('Keyboard Mode turns on keyboard navigation, focus indicators and screen reader; Focus Mode reduced motion and colour-blind assist', () => {
    const none = { ...plainDevice, keyboardNavigation: false, focusIndicators: false };
    expect(QUICK_MODES.keyboard.apply(none)).toMatchObject({ keyboardNavigation: true, focusIndicators: true, screenReader: true });
    expect(QUICK_MODES.focus.apply(none)).toMatchObject({ reducedMotion: true, colorBlindAssist: true });
  });

  it('maps each setting to one class on <html>', () => {
    const { add, remove } = classesFor({ ...plainDevice, highContrast: true });
    expect(add).toEqual(['a11y-high-contrast', 'a11y-keyboard-navigation', 'a11y-focus-indicators']);
    expect(remove).toContain('a11y-large-text');
  });
});
