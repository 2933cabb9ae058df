// Blocks run in their own parcel roots, outside the shell's router: the shell registers how the
// site navigates, and in-site links inside blocks go through it instead of reloading the page.
let navigateInSite: ((path: string) => void) | null = null;

export function registerSiteNavigation(navigate: (path: string) => void): void {
  navigateInSite = navigate;
}

export function navigateTo(path: string): void {
  if (navigateInSite) navigateInSite(path);
  else window.location.assign(path);
}
