const STAR_PATH = 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z';

function Stars({ filled, className }: { filled: boolean; className: string }) {
  return (
    <>
      {[0, 1, 2, 3, 4].map((star) => (
        <svg key={star} viewBox="0 0 24 24" className={`${className} shrink-0`}>
          <path d={STAR_PATH} stroke="currentColor" strokeWidth={1.4} strokeLinejoin="round" fill={filled ? 'currentColor' : 'none'} />
        </svg>
      ))}
    </>
  );
}

/**
 * Five stars filled to `rating` (a filled row clipped over an outlined one, so halves and
 * tenths show). Decorative: callers give the rating in words.
 */
export function StarRating({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const percent = (Math.min(5, Math.max(0, rating)) / 5) * 100;
  return (
    <span aria-hidden="true" className="relative inline-flex text-amber-700">
      <Stars filled={false} className={className} />
      <span className="absolute inset-y-0 left-0 flex overflow-hidden" style={{ width: `${percent}%` }}>
        <Stars filled className={className} />
      </span>
    </span>
  );
}
