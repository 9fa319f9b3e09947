export interface NavItem {
  href: string;
  label: string;
}

// SPEC §2 "Public layout": the marketing pages, shared by the desktop bar and the mobile menu.
export const publicNavItems: readonly NavItem[] = [
  { href: '/learn-more', label: 'Learn More' },
  { href: '/faq', label: 'FAQ' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/become-unblocker', label: 'Become an Unblocker' },
];
