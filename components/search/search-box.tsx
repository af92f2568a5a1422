'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useEffect, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';

const DEBOUNCE_MS = 100;

/** The query field: searches 100 ms after the last keystroke; the URL follows through routing. */
export function SearchBox() {
  const t = useTranslations('search');
  const { query, refine, clear } = useSearchBox();
  const [value, setValue] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typing = useRef(false);

  // Follow outside changes (clear all, back/forward) unless the shopper is typing.
  useEffect(() => {
    if (!typing.current) setValue(query);
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: string) {
    setValue(next);
    typing.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      typing.current = false;
      refine(next);
    }, DEBOUNCE_MS);
  }

  function reset() {
    clearTimeout(timer.current);
    typing.current = false;
    setValue('');
    clear();
  }

  return (
    <form
      role="search"
      noValidate
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        typing.current = false;
        refine(value);
      }}
    >
      <label htmlFor="search-query" className="sr-only">
        {t('inputLabel')}
      </label>
      <input
        id="search-query"
        type="search"
        value={value}
        maxLength={512}
        placeholder={t('placeholder')}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => change(event.currentTarget.value)}
        className="min-w-0 flex-1 rounded-md border border-clay bg-white px-4 py-3 text-base"
      />
      <button type="submit" className="rounded-full bg-ink px-5 py-3 text-sm font-medium text-paper hover:bg-accent">
        {t('submit')}
      </button>
      {value && (
        <button type="button" onClick={reset} className="rounded-full border border-sand px-4 py-3 text-sm hover:border-ink">
          {t('reset')}
        </button>
      )}
    </form>
  );
}
