/** A calm, inline message for an empty or unavailable part of a page. */
export function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-md border border-sand bg-white px-4 py-6 text-center text-sm text-muted">
      {children}
    </p>
  );
}
