import '@arco-design/web-react/es/_util/react-19-adapter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@arco-design/web-react/dist/css/arco.min.css';
import './styles/global.css';
import { App } from './App';
import { htmlLangOf, readStoredLanguage } from './i18n/language';

// The adapter import must stay first: Arco's Message and Modal render through it on React 19.
document.documentElement.lang = htmlLangOf(readStoredLanguage());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
