import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from 'react-router';

/**
 * The router's link without `data-discover`: that attribute asks React Router's framework mode to find a link's route
 * ahead of a click, which a site whose page table is in its own code never does, and it took 33 bytes of the
 * prerendered Arabic home's first round trip (docs/decisions.md).
 */
export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

/** No class for the current page's link: the site marks it by its `aria-current`, which the styles read. */
const withoutActiveClass = () => undefined;

/**
 * The router's navigation link, without `data-discover` (see Link), and without the `active` class the router adds by
 * default: no style reads it, and every other link was written `class=""` (ten in every page's header: 9 gzip bytes of the
 * prerendered Arabic home's first round trip, 11 of the English one).
 */
export function NavLink({ className = withoutActiveClass, ...props }: NavLinkProps) {
  return <RouterNavLink discover="none" className={className} {...props} />;
}
