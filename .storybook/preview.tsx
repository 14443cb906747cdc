import '@arco-design/web-react/es/_util/react-19-adapter';
import '../src/styles/global.css';
import { useEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ConfigProvider } from '@arco-design/web-react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { arcoLocaleOf } from '../platform/i18n/arco-locale';
import { i18n } from '../platform/i18n/i18n';
import { isLanguage, type Language } from '../platform/i18n/language';
import { setEntityEnglishSource } from '../engine/client/i18n/entity-texts';
import { allEntities } from '../engine/client/stories/sample-entities';
import { englishByEntity } from '../engine/schema/entity-english';

// No server behind the stories: the entities' English comes from the files beside the schemas.
setEntityEnglishSource(async () => englishByEntity(Object.values(allEntities)));

// Stories are presentational: no server, a fresh jotai store each, a memory router for links.
const withProviders: Decorator = (Story, context) => {
  const language: Language = isLanguage(context.globals.locale) ? context.globals.locale : 'zh';
  useEffect(() => {
    void i18n.changeLanguage(language);
  }, [language]);
  return (
    <JotaiProvider store={createStore()}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={arcoLocaleOf(language)}>
          <MemoryRouter>
            <Story />
          </MemoryRouter>
        </ConfigProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Console language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh' },
  parameters: { layout: 'fullscreen' },
};

export default preview;
