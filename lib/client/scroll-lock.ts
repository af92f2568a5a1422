/**
 * Locks page scrolling while a drawer is open (docs/behaviour.md §4). Hiding the scrollbar would shift the
 * page sideways, so the body gets right padding of the scrollbar's width instead; the width is
 * also published as --scrollbar-compensation for fixed elements that need it.
 */
export function scrollbarWidth(doc: Document = document): number {
  const view = doc.defaultView;
  if (!view) return 0;
  return Math.max(0, view.innerWidth - doc.documentElement.clientWidth);
}

/** Locks scrolling and returns the function that restores the page exactly as it was. */
export function lockScroll(doc: Document = document): () => void {
  const { body, documentElement } = doc;
  const compensation = scrollbarWidth(doc);
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const computedPadding = Number.parseFloat(doc.defaultView?.getComputedStyle(body).paddingRight ?? '0') || 0;

  body.style.overflow = 'hidden';
  if (compensation > 0) body.style.paddingRight = `${computedPadding + compensation}px`;
  documentElement.style.setProperty('--scrollbar-compensation', `${compensation}px`);
  documentElement.dataset.scrollLocked = 'true';

  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
    documentElement.style.removeProperty('--scrollbar-compensation');
    delete documentElement.dataset.scrollLocked;
  };
}
