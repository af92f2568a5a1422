import Cookies from 'js-cookie';
import { localeCookie, parseLocaleCode, type LocaleCode } from '@/lib/i18n/locales';

/** js-cookie counts a cookie's lifetime in days. */
const lifetimeDays = localeCookie.maxAgeSeconds / (24 * 60 * 60);

/** Selects the shop's language for this browser: 365 days, SameSite=Lax, path /, Secure on https. */
export function writeLocaleCookie(code: LocaleCode, secure: boolean = window.location.protocol === 'https:'): void {
  Cookies.set(localeCookie.name, code, { expires: lifetimeDays, path: localeCookie.path, sameSite: localeCookie.sameSite, secure });
}

/** The language this browser chose; the default when none (or an unknown one) is set. */
export function readLocaleCookie(): LocaleCode {
  return parseLocaleCode(Cookies.get(localeCookie.name));
}
