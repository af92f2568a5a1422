'use client';

import { useRouter } from 'next/navigation';
import { useId, useTransition } from 'react';
import { localeCodes, localeEndonyms, toIntlLocale, type LocaleCode } from '@/lib/i18n/locales';

const loadLocaleCookie = () => import('@/lib/client/locale-cookie');

type LanguageSwitcherProps = { current: LocaleCode; label: string };

/**
 * Chooses the shop's language: writes the locale cookie (365 days, SameSite=Lax, path /) and
 * re-renders the page on the server in the new language; the URL stays the same.
 */
export function LanguageSwitcher({ current, label }: LanguageSwitcherProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const selectId = useId();

  async function choose(code: LocaleCode) {
    // Loaded when first needed: the cookie library is not part of every page's JavaScript.
    const { writeLocaleCookie } = await loadLocaleCookie();
    writeLocaleCookie(code);
    startTransition(() => router.refresh());
  }

  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={selectId}>{label}</label>
      <select
        id={selectId}
        // Remounted with the server's answer (key), so it never shows a language that is not active.
        key={current}
        defaultValue={current}
        disabled={pending}
        aria-busy={pending}
        // Fetched as the shopper reaches for the list, so the change itself does not wait.
        onFocus={() => void loadLocaleCookie()}
        onChange={(event) => {
          const code = localeCodes.find((candidate) => candidate === event.target.value);
          if (code) void choose(code);
        }}
        className="rounded-md border border-clay bg-white px-2 py-1.5"
      >
        {localeCodes.map((code) => (
          <option key={code} value={code} lang={toIntlLocale(code)}>
            {localeEndonyms[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
