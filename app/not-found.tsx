import Link from 'next/link';
import { getMessages } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';

export default function NotFound() {
  const { notFound } = getMessages();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="font-display text-6xl text-clay">404</p>
      <h1 className="mt-4 font-display text-3xl">{notFound.title}</h1>
      <p className="mt-4 text-muted">{notFound.text}</p>
      <Link
        href={routes.home()}
        className="mt-8 inline-flex rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent"
      >
        {notFound.backHome}
      </Link>
    </section>
  );
}
