/** SPEC §9 short ids: the last `length` characters, upper-cased (4 diner list, 6 admin and POS, 8 kitchen and receipt on wide screens). */
export function shortId(id: string, length: number): string {
  return id.slice(-length).toUpperCase();
}
