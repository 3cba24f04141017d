import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_MODES, type AccessibilityPreference, type AccessibilityPreferences, type QuickMode } from '@/lib/accessibility-preferences';
import { resetAccessibilityPreferences, setAccessibilityPreferences, useAccessibilityPreferences } from '@/lib/accessibility-store';
import { Button } from '@/components/ui/button';
import { announce } from '@/lib/announcer';

// ── Settings grouped Visual, Audio, Motion, Navigation, plus the three quick modes (spec sections 2-4) ──
// A setting's label and description are messages of the `accessibility` namespace: settings.<key>.label/description.

export const SETTING_GROUPS = [
  { id: 'visual', titleKey: 'settings.groups.visual', settings: ['highContrast', 'largeText', 'colorBlindAssist'] },
  { id: 'audio', titleKey: 'settings.groups.audio', settings: ['screenReader'] },
  { id: 'motion', titleKey: 'settings.groups.motion', settings: ['reducedMotion'] },
  { id: 'navigation', titleKey: 'settings.groups.navigation', settings: ['keyboardNavigation', 'focusIndicators'] },
] as const satisfies readonly { id: string; titleKey: string; settings: readonly AccessibilityPreference[] }[];

const MODE_ORDER: QuickMode[] = ['visual', 'keyboard', 'focus'];

export function QuickModes() {
  const { t } = useTranslation('accessibility');
  const { t: common } = useTranslation('common');
  const prefs = useAccessibilityPreferences();
  const run = (mode: QuickMode) => {
    const next = QUICK_MODES[mode].apply(prefs);
    setAccessibilityPreferences(next);
    announce(QUICK_MODES[mode].announce(common, next));
  };
  return (
    <section className="card a11y-quick-modes" aria-labelledby="quick-modes-title">
      <h2 id="quick-modes-title" className="card-title">
        {t('quickModes.title')}
      </h2>
      <p className="card-description">{t('quickModes.description')}</p>
      <ul className="a11y-mode-list">
        {MODE_ORDER.map((mode) => (
          <li key={mode}>
            <Button variant="outline" className="a11y-mode-button" onClick={() => run(mode)} aria-describedby={`mode-${mode}-description`}>
              {common(QUICK_MODES[mode].labelKey)}
            </Button>
            <p id={`mode-${mode}-description`} className="field-hint">
              {common(QUICK_MODES[mode].descriptionKey)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SettingsGroups() {
  const { t } = useTranslation('accessibility');
  const prefs = useAccessibilityPreferences();
  const toggle = (setting: AccessibilityPreference, value: boolean) => {
    const next: AccessibilityPreferences = { ...prefs, [setting]: value };
    setAccessibilityPreferences(next);
    const label = t(`settings.${setting}.label`);
    announce(value ? t('settings.turnedOn', { setting: label }) : t('settings.turnedOff', { setting: label }));
  };
  return (
    <div className="a11y-groups">
      {SETTING_GROUPS.map((group) => (
        <fieldset key={group.id} className="card a11y-group">
          <legend className="a11y-group-title">{t(group.titleKey)}</legend>
          {group.settings.map((setting) => (
            <Switch key={setting} setting={setting} checked={prefs[setting]} onChange={(value) => toggle(setting, value)} />
          ))}
        </fieldset>
      ))}
      <div>
        <Button
          variant="ghost"
          onClick={() => {
            resetAccessibilityPreferences();
            announce(t('settings.resetDone'));
          }}
        >
          {t('settings.reset')}
        </Button>
      </div>
    </div>
  );
}

function Switch({ setting, checked, onChange }: { setting: AccessibilityPreference; checked: boolean; onChange: (value: boolean) => void }) {
  const { t } = useTranslation('accessibility');
  const id = useId();
  return (
    <div className="a11y-switch-row">
      <div className="a11y-switch-text">
        <label htmlFor={id} className="field-label">
          {t(`settings.${setting}.label`)}
        </label>
        <p id={`${id}-description`} className="field-hint">
          {t(`settings.${setting}.description`)}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="a11y-switch"
        data-preference={setting}
        checked={checked}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
