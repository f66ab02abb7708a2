/**
 * A legislator as every card, list and email names them: title and official name ('Rep. Pramila
 * Jayapal', 'Sen. Patty Murray', 'Del. …'). A per-card result carries only the chamber, so without
 * a title senators read 'Sen.' and everyone else 'Rep.' (site.md §2). A name already carrying its
 * title is left as it is.
 */
export function titledName(legislator: { title?: string | null; type?: string; name: string }): string {
  const name = legislator.name.trim();
  const title = legislator.title?.trim() || (legislator.type === "senator" ? "Sen." : "Rep.");
  return name.startsWith(`${title} `) ? name : `${title} ${name}`;
}
