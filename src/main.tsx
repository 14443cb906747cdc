import '@arco-design/web-react/es/_util/react-19-adapter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './App';
import { i18nReady } from '../platform/i18n/i18n';
import { htmlLangOf, readStoredLanguage } from '../platform/i18n/language';
import { fetchEntityEnglish } from '../platform/api/entity-texts-api';
import { setEntityEnglishSource } from '../engine/client/core';

// The adapter import must stay first: Arco's Message and Modal render through it on React 19.
// The entities' English comes from the server with the schemas it serves, drop-in folders included,
// so a new schema needs no rebuild.
setEntityEnglishSource(fetchEntityEnglish);
document.documentElement.lang = htmlLangOf(readStoredLanguage());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// English is a chunk of its own (platform/i18n/i18n.ts): a stored English choice has loaded before the
// first render, so no screen shows Chinese or raw keys first. Chinese is inline: no wait.
void i18nReady.finally(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
