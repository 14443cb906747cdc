import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import enUS from '@arco-design/web-react/es/locale/en-US';
import type { Language } from './language';

/** Arco's own texts (date pickers, pagination, empty states) follow the console's language. */
export const arcoLocaleOf = (language: Language) => (language === 'zh' ? zhCN : enUS);
