import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initAccessibilityPreferences } from './lib/accessibility-store';
import './styles/index.css';
import './styles/components.css';
import './styles/preferences.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The visitor's accessibility settings apply before the first paint.
initAccessibilityPreferences();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
