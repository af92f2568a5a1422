/**
 * What `#i18n/translations` means in server components (the `react-server` condition in
 * package.json's "imports"): next-intl itself. Client components and their server-side
 * rendering get lib/i18n/client-translations.tsx instead. Components rendered in both
 * places import `#i18n/translations`, so the browser never loads next-intl's runtime.
 */
export { useLocale, useTranslations } from 'next-intl';
