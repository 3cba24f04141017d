import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initAccessibilityPreferences } from './lib/accessibility-store';
import { initI18n } from './i18n/i18n';
import './styles/index.css';
import './styles/components.css';
import './styles/preferences.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The visitor's accessibility settings apply before the first paint.
initAccessibilityPreferences();

// The first paint is in the visitor's language: its catalogues load first (English is bundled; another language is
// a few small local chunks). A catalogue that fails to load leaves English, never a blank page.
const root = createRoot(container);
void initI18n()
  .catch(() => undefined)
  .finally(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
