import { loadGlobalErrorTexts, type GlobalErrorTexts } from '@/lib/client/global-error-texts';

type GlobalErrorMainProps = { texts: GlobalErrorTexts; retry: () => void };

/** What app/global-error.tsx shows, loaded with its texts only when it is shown. */
export type GlobalErrorPage = { texts: GlobalErrorTexts; Main: (props: GlobalErrorMainProps) => React.ReactNode };

export async function loadGlobalErrorPage(): Promise<GlobalErrorPage> {
  return { texts: await loadGlobalErrorTexts(), Main: GlobalErrorMain };
}

function GlobalErrorMain({ texts, retry }: GlobalErrorMainProps) {
  return (
    <main className="px-4 text-center">
      <h1 className="font-display text-3xl">{texts.errors.title}</h1>
      <p className="mt-4 font-display text-6xl text-accent">500</p>
      <p className="mt-4 text-lg text-muted">{texts.errors.somethingWentWrong}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" onClick={retry} className="rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent">
          {texts.errors.tryAgain}
        </button>
        {/* A full page load on purpose: the app's own router is what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="rounded-full border border-ink px-6 py-3 text-sm font-medium">
          {texts.errors.backHome}
        </a>
      </div>
    </main>
  );
}
