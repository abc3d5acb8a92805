/**
 * Copies `text` to the clipboard: the Clipboard API, else the older copy command on a hidden text
 * area (plain http on a restaurant's LAN has no Clipboard API). Resolves false when both fail.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithCommand(text);
  }
}

function copyWithCommand(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // Deprecated, yet the only copy that works without the Clipboard API.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
