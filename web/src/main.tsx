import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n';
import { App } from './App';
import { registerServiceWorker } from './offline';
import { SessionProvider } from './session';
import './styles.css';

registerServiceWorker();

// After the first language's dictionary (a chunk of its own unless English): no English flash first.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SessionProvider>
        <App />
      </SessionProvider>
    </StrictMode>,
  ),
);
