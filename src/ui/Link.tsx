import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from 'react-router';

/**
 * The router's link without `data-discover`: that attribute asks React Router's framework mode to find a link's route
 * ahead of a click, which a site whose page table is in its own code never does, and it took 33 bytes of the
 * prerendered Arabic home's first round trip (docs/decisions.md).
 */
export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

/** The router's navigation link, without `data-discover` (see Link). */
export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}
