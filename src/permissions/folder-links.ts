import { readdirSync } from 'node:fs';

/**
 * Each folder's names and whether each is a link, from one typed listing read the first time the folder
 * is asked about (null: it cannot be listed). For one call: a snapshot, like the walk's own listing.
 * A module of its own (node:fs only): Grep's worker threads use it without loading the permission code.
 */
export function folderLinkListings(): (dir: string) => Map<string, boolean> | null {
  const listings = new Map<string, Map<string, boolean> | null>();
  return (dir) => {
    let names = listings.get(dir);
    if (names === undefined) {
      try {
        names = new Map();
        for (const e of readdirSync(dir, { withFileTypes: true })) names.set(e.name, e.isSymbolicLink());
      } catch {
        names = null;
      }
      listings.set(dir, names);
    }
    return names;
  };
}
