/**
 * Resolves once the element with `id` comes within `margin` of the viewport: for code that only
 * matters when its part of the page is in reach (a form far below the fold). Resolves at once
 * where there is nothing to wait for: on the server, and when the element is not in the page
 * (a screen being drawn in the browser rather than hydrated: it wants its code now).
 */
export function whenNearViewport(id: string, margin = '600px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
  });
}
