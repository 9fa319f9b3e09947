/**
 * How many animation frames the element is looked for (about 2 s at 60 Hz). It is rendered in the
 * same pass as the code that waits for it, so it is normally there at the first look; the bound
 * only ends the loop on a page left before it ever appeared.
 */
const FRAMES_TO_FIND = 120;

/**
 * Resolves once the element with this id is on the page and within `margin` of the viewport:
 * for code that only part of a page far down needs (a form at the bottom), so a visitor who never
 * scrolls there never downloads it. Resolves at once where there is nothing to watch (the
 * prerenderer, which must render the whole page, or a browser without IntersectionObserver).
 * The element may not be in the document yet (a page being rendered): it is looked for again on
 * each frame, and when it has not appeared within FRAMES_TO_FIND frames the promise resolves as
 * if there were nothing to watch, so the code still loads and no frame loop outlives the page.
 */
export function whenNear(id: string, margin = '50% 0px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let framesLeft = FRAMES_TO_FIND;
    const watch = () => {
      const element = document.getElementById(id);
      if (!element) {
        if (framesLeft-- > 0) requestAnimationFrame(watch);
        else resolve();
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
