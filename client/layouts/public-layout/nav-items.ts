export interface NavItem {
  href: string;
  label: string;
  /**
   * Words only screen readers and search engines get, after the label, where the label alone
   * does not say where the link leads ("Learn More" is the product's label; about what?).
   */
  hint?: string;
}

// The public layout's links (docs/screens.md#public-layout): the marketing pages, shared by the
// desktop bar and the mobile menu.
export const publicNavItems: readonly NavItem[] = [
  { href: '/learn-more', label: 'Learn More', hint: 'about how Unblock works' },
  { href: '/faq', label: 'FAQ' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/become-unblocker', label: 'Become an Unblocker' },
];
