/** SPEC §2 tracking: order lines get the menu image whose name matches, case-insensitively. */
export function imageByName(menu: readonly { name: string; imageUrl: string }[]): (name: string) => string {
  const images = new Map<string, string>();
  for (const item of menu) images.set(item.name.trim().toLowerCase(), item.imageUrl);
  return (name) => images.get(name.trim().toLowerCase()) ?? '';
}
