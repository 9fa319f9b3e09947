/**
 * A tab for a payment page whose address is not known yet. Browsers allow `window.open` only
 * during the user's click, while the checkout URL arrives after a server round trip; so the tab
 * is opened blank in the click handler and pointed at the checkout once it is known.
 */
export interface CheckoutTab {
  /** Sends the tab to the checkout; false when no tab could be opened (a popup blocker). */
  go(url: string): boolean;
  close(): void;
}

export function openCheckoutTab(): CheckoutTab {
  const tab = window.open('', '_blank');
  if (tab) {
    // The checkout must not be able to script or redirect this page (reverse tabnabbing).
    tab.opener = null;
    tab.document.title = 'Opening the payment page…';
  }
  return {
    go(url) {
      if (!tab || tab.closed) return false;
      tab.location.href = url;
      return true;
    },
    close() {
      tab?.close();
    },
  };
}
