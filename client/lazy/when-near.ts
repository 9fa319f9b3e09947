/**
 * Resolves once the element with this id is on the page and within `margin` of the viewport:
 * for code that only part of a page far down needs (a form at the bottom), so a visitor who never
 * scrolls there never downloads it. Resolves at once where there is nothing to watch (the
 * prerenderer, which must render the whole page, or a browser without IntersectionObserver).
 * The element may not be in the document yet (a page being rendered): it is looked for again on
 * each frame until it is.
 */
export function whenNear(id: string, margin = '50% 0px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const watch = () => {
      const element = document.getElementById(id);
      if (!element) {
        requestAnimationFrame(watch);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
    };
    watch();
  });
}
