import type { IntlLocale } from './locales';
import type { Messages } from './messages-type';

// Types next-intl's APIs: `useLocale()` gives an IntlLocale, `t('key')` checks the key.
declare module 'next-intl' {
  interface AppConfig {
    Locale: IntlLocale;
    Messages: Messages;
  }
}
