/**
 * SPEC §2: the landing footer's links, grouped as the footer shows them, and Contact support (a
 * member's requests to the team, docs/plans.md; a visitor signs in first).
 */
export const footerGroups = [
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
      { label: 'Blog', to: '/blog' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'Contact support', to: '/support' },
      { label: 'Safety Tips', to: '/safety' },
      { label: 'Community Guidelines', to: '/community' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Cookie Policy', to: '/cookie-policy' },
      { label: 'Licenses', to: '/licenses' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
] as const;
