'use client';

import { useRouter } from 'next/navigation';
import { useId, useTransition } from 'react';
import { writeLocaleCookie } from '@/lib/client/locale-cookie';
import { localeCodes, localeEndonyms, toIntlLocale, type LocaleCode } from '@/lib/i18n/locales';

type LanguageSwitcherProps = { current: LocaleCode; label: string };

/**
 * Chooses the shop's language: writes the locale cookie (365 days, SameSite=Lax, path /) and
 * re-renders the page on the server in the new language; the URL stays the same.
 */
export function LanguageSwitcher({ current, label }: LanguageSwitcherProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const selectId = useId();

  function choose(code: LocaleCode) {
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
        onChange={(event) => {
          const code = localeCodes.find((candidate) => candidate === event.target.value);
          if (code) choose(code);
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
