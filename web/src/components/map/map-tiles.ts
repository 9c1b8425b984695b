/**
 * The map's tile server, from the build's environment: VITE_MAP_TILE_URL (a template such as
 * https://tiles.example.org/{z}/{x}/{y}.png) and VITE_MAP_TILE_ATTRIBUTION (the credit its terms ask
 * for). With no URL (tests, offline, a deployment without a tile provider) maps draw their markers
 * and paths on a plain background.
 */
export interface MapTiles {
  url: string;
  attribution: string;
}

function configuredTiles(): MapTiles | null {
  const url = String(import.meta.env.VITE_MAP_TILE_URL ?? '').trim();
  if (!url) return null;
  return { url, attribution: String(import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? '').trim() };
}

export const mapTiles = configuredTiles();
