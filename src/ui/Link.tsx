import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from 'react-router';

/*
 * The router's links without `data-discover`: that attribute asks React Router's framework mode to find a link's route
 * ahead of a click, which a site whose page table is in its own code never does, and it cost the prerendered Arabic
 * home 34 bytes of its first round trip (23 links).
 */

export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}
