import { Link } from '@/components/ui/link';
import { routes } from '@/lib/routes';

type OptInConfirmationProps = {
  /** What was confirmed ("Newsletter-Anmeldung"), above the outcome. */
  kicker: string;
  /** The outcome in a sentence: confirmed, expired, invalid or unavailable. */
  heading: string;
  text: string;
  toShop: string;
};

/**
 * The page a double opt-in link opens (newsletter sign-up, back-in-stock alert): what was
 * confirmed, the outcome, and the way back to the shop. The pages confirm and pick the texts.
 */
export function OptInConfirmation({ kicker, heading, text, toShop }: OptInConfirmationProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold uppercase tracking-wider text-muted">{kicker}</p>
      <h1 className="mt-2 font-display text-4xl">{heading}</h1>
      <p className="mt-4 text-lg">{text}</p>
      <Link href={routes.home()} className="mt-8 inline-flex rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent">
        {toShop}
      </Link>
    </div>
  );
}
