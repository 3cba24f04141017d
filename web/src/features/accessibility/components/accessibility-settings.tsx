import { useId } from 'react';
import { QUICK_MODES, onOff, type AccessibilityPreference, type AccessibilityPreferences, type QuickMode } from '@/lib/accessibility-preferences';
import { resetAccessibilityPreferences, setAccessibilityPreferences, useAccessibilityPreferences } from '@/lib/accessibility-store';
import { Button } from '@/components/ui/button';
import { announce } from '@/lib/announcer';

// ── Settings grouped Visual, Audio, Motion, Navigation, plus the three quick modes (spec sections 2-4) ──

interface Setting {
  key: AccessibilityPreference;
  label: string;
  description: string;
}

export const SETTING_GROUPS: { title: string; settings: Setting[] }[] = [
  {
    title: 'Visual',
    settings: [
      { key: 'highContrast', label: 'High contrast', description: 'Stronger text, borders and colours throughout the app.' },
      { key: 'largeText', label: 'Large text', description: 'Text and controls one quarter larger.' },
      { key: 'colorBlindAssist', label: 'Colour-blind assistance', description: 'A colour-blind-safe palette in charts; status shown by text and shape, not colour alone.' },
    ],
  },
  {
    title: 'Audio',
    settings: [{ key: 'screenReader', label: 'Screen reader support', description: 'Page changes and updates are announced to your screen reader.' }],
  },
  {
    title: 'Motion',
    settings: [{ key: 'reducedMotion', label: 'Reduced motion', description: 'Turns off animations and transitions.' }],
  },
  {
    title: 'Navigation',
    settings: [
      { key: 'keyboardNavigation', label: 'Keyboard navigation', description: 'Shows the skip link and keyboard hints; arrow keys move through menus and the tour.' },
      { key: 'focusIndicators', label: 'Focus indicators', description: 'A thick, high-visibility outline around whatever has keyboard focus.' },
    ],
  },
];

const MODE_ORDER: QuickMode[] = ['visual', 'keyboard', 'focus'];

export function QuickModes() {
  const prefs = useAccessibilityPreferences();
  const run = (mode: QuickMode) => {
    const next = QUICK_MODES[mode].apply(prefs);
    setAccessibilityPreferences(next);
    announce(QUICK_MODES[mode].announce(next));
  };
  return (
    <section className="card a11y-quick-modes" aria-labelledby="quick-modes-title">
      <h2 id="quick-modes-title" className="card-title">
        Quick modes
      </h2>
      <p className="card-description">One press sets several options at once; each change is announced to screen readers.</p>
      <ul className="a11y-mode-list">
        {MODE_ORDER.map((mode) => (
          <li key={mode}>
            <Button variant="outline" className="a11y-mode-button" onClick={() => run(mode)} aria-describedby={`mode-${mode}-description`}>
              {QUICK_MODES[mode].label}
            </Button>
            <p id={`mode-${mode}-description`} className="field-hint">
              {QUICK_MODES[mode].description}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SettingsGroups() {
  const prefs = useAccessibilityPreferences();
  const toggle = (setting: Setting, value: boolean) => {
    const next: AccessibilityPreferences = { ...prefs, [setting.key]: value };
    setAccessibilityPreferences(next);
    announce(`${setting.label} ${onOff(value)}.`);
  };
  return (
    <div className="a11y-groups">
      {SETTING_GROUPS.map((group) => (
        <fieldset key={group.title} className="card a11y-group">
          <legend className="a11y-group-title">{group.title}</legend>
          {group.settings.map((setting) => (
            <Switch key={setting.key} setting={setting} checked={prefs[setting.key]} onChange={(value) => toggle(setting, value)} />
          ))}
        </fieldset>
      ))}
      <div>
        <Button
          variant="ghost"
          onClick={() => {
            resetAccessibilityPreferences();
            announce('Settings reset to your device defaults.');
          }}
        >
          Reset to device defaults
        </Button>
      </div>
    </div>
  );
}

function Switch({ setting, checked, onChange }: { setting: Setting; checked: boolean; onChange: (value: boolean) => void }) {
  const id = useId();
  return (
    <div className="a11y-switch-row">
      <div className="a11y-switch-text">
        <label htmlFor={id} className="field-label">
          {setting.label}
        </label>
        <p id={`${id}-description`} className="field-hint">
          {setting.description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="a11y-switch"
        data-preference={setting.key}
        checked={checked}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
