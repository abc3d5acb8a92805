export interface AreaNavItem {
  to: string;
  label: string;
  /** Only active on exactly this path (the area's index). */
  end?: boolean;
}
